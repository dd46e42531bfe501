import type { Feature } from '@/platform/feature';

/** /settings/audit-log: what was done while acting as another person (VIEW_AUDIT_LOG). */
export const audit: Feature = {
  id: 'audit',
  routes: [
    {
      path: '/settings/audit-log',
      // Without VIEW_AUDIT_LOG the screen is the not-found page (checked once the permissions load).
      access: { signedIn: true, permission: 'VIEW_AUDIT_LOG' },
      screen: () => import('./AuditLogPage'),
      titleKey: 'shell:titles.auditLog',
    },
  ],
  navigation: [
    {
      place: 'advanced',
      id: 'auditLog',
      href: '/settings/audit-log',
      order: 290,
      icon: 'auditLog',
      labelKey: 'shell:areas.auditLog.label',
      purposeKey: 'shell:areas.auditLog.purpose',
    },
  ],
  i18n: async () => [(await import('./i18n')).audit],
};
