const esMX = {
  title: 'Notificaciones',
  latest: 'Últimas notificaciones',
  seeAll: 'Ver todas',
  empty: 'No tienes notificaciones',
  emptyHint: 'Aquí verás los avisos de nuevas publicaciones y de tu trabajo.',
  loading: 'Cargando notificaciones',
  loadError: 'No pudimos cargar tus notificaciones.',
  loadMore: 'Cargar más',
  loadingMore: 'Cargando más notificaciones',
  allLoaded: 'No hay más notificaciones',
  unread: 'No leída',
  unreadCount_one: '{{count}} sin leer',
  unreadCount_other: '{{count}} sin leer',
  markRead: 'Marcar como leída',
  markReadNamed: 'Marcar como leída: {{title}}',
  delete: 'Eliminar',
  deleteNamed: 'Eliminar: {{title}}',
  open: 'Abrir',
  types: {
    NEW_POST: 'Nueva publicación',
    WORKFLOW_TASK: 'Nueva tarea',
    WORKFLOW_TASK_EXPIRED: 'Tarea vencida',
    other: 'Notificación',
  },
  readFailed: 'No se pudo marcar la notificación como leída. Inténtalo nuevamente.',
  deleteFailed: 'No se pudo eliminar la notificación. Inténtalo nuevamente.',
  streamFailed: 'Debido a un error no se te alertará de nuevas notificaciones dentro de la app.',
  dismiss: 'Cerrar aviso',
  permission: {
    deniedTitle: 'Las notificaciones del navegador están bloqueadas',
    deniedBody:
      'No te avisaremos de nuevas notificaciones fuera de esta pestaña. Puedes volver a activarlas en la configuración del sitio de tu navegador.',
    reEnable: 'Volver a activar',
    reEnableSteps:
      'Tu navegador ya no vuelve a preguntar: abre la configuración del sitio (el ícono junto a la dirección), permite las notificaciones y pulsa de nuevo "Volver a activar".',
    stillDenied: 'Siguen bloqueadas en tu navegador.',
    unsupported:
      'Este navegador no puede mostrar notificaciones. Usa la app móvil para recibir avisos al instante.',
  },
};

const enUS: typeof esMX = {
  title: 'Notifications',
  latest: 'Latest notifications',
  seeAll: 'See all',
  empty: 'You have no notifications',
  emptyHint: 'New posts and updates about your work will show up here.',
  loading: 'Loading notifications',
  loadError: 'We could not load your notifications.',
  loadMore: 'Load more',
  loadingMore: 'Loading more notifications',
  allLoaded: 'No more notifications',
  unread: 'Unread',
  unreadCount_one: '{{count}} unread',
  unreadCount_other: '{{count}} unread',
  markRead: 'Mark as read',
  markReadNamed: 'Mark as read: {{title}}',
  delete: 'Delete',
  deleteNamed: 'Delete: {{title}}',
  open: 'Open',
  types: {
    NEW_POST: 'New post',
    WORKFLOW_TASK: 'New task',
    WORKFLOW_TASK_EXPIRED: 'Task expired',
    other: 'Notification',
  },
  readFailed: 'The notification could not be marked as read. Please try again.',
  deleteFailed: 'The notification could not be deleted. Please try again.',
  streamFailed: 'Due to an error you will not be alerted of new notifications inside the app.',
  dismiss: 'Dismiss notice',
  permission: {
    deniedTitle: 'Browser notifications are blocked',
    deniedBody:
      'We will not alert you of new notifications outside this tab. You can turn them back on in your browser’s site settings.',
    reEnable: 'Turn back on',
    reEnableSteps:
      'Your browser will not ask again: open the site settings (the icon next to the address), allow notifications, then press "Turn back on" again.',
    stillDenied: 'They are still blocked in your browser.',
    unsupported: 'This browser cannot show notifications. Use the mobile app to be alerted right away.',
  },
};

/** The `notifications` namespace in both languages. */
export const notifications = { namespace: 'notifications', 'es-MX': esMX, 'en-US': enUS } as const;
