import { describe, expect, it } from 'vitest';
import { searchEntries } from './search';

const entries = [
  { id: 'home', label: 'Inicio', href: '/' },
  { id: 'organization', label: 'Organización', href: '/organization' },
  { id: 'advanced', label: 'Avanzado', href: '/advanced' },
  { id: 'auditLog', label: 'Registro de auditoría', href: '/settings/audit-log', section: 'Avanzado' },
  { id: 'settings', label: 'Configuración', href: '/settings' },
];

describe('the shell search', () => {
  it('finds by any part of the name, without accents or case', () => {
    expect(searchEntries(entries, 'organizacion').map((entry) => entry.id)).toEqual(['organization']);
    expect(searchEntries(entries, 'AUDITORÍA').map((entry) => entry.id)).toEqual(['auditLog']);
  });

  it('finds by section and ranks names starting with the query first', () => {
    expect(searchEntries(entries, 'avanzado').map((entry) => entry.id)).toEqual(['advanced', 'auditLog']);
  });

  it('finds nothing for an empty query or one that matches nothing', () => {
    expect(searchEntries(entries, '   ')).toEqual([]);
    expect(searchEntries(entries, 'bodega')).toEqual([]);
  });
});
