// The entries of settings and communication (login backgrounds, migration and rotation DNS, short links,
// the link catalogue, announcements, messages) in the table of calls (../calls.ts): name, method, path and
// rule, without zod, for the renderer's first load; their schemas are in call-schemas.ts beside this file.
import { type Entries, get, post, del, PUBLIC, SIGNED, ADMIN } from '../rules';

export const COMMUNICATION_CALLS = {
  // ---- Settings, links and announcements ----
  backgrounds: get('/api/get-backgrounds', ADMIN),
  uploadBackground: post('/api/upload-background', ADMIN),
  removeBackground: del('/api/remove-background/:id', ADMIN),
  addMigrationDns: post('/api/add-migration-dns', ADMIN),
  migrationDns: get('/api/migration-dns', ADMIN),
  deleteMigrationDns: del('/api/migration-dns/:id', ADMIN),
  rotateDns: get('/api/get-rotate-dns', ADMIN),
  saveRotateDns: post('/api/save-rotate-dns', ADMIN),
  deleteRotateDns: del('/api/delete-rotate-dns/:id', ADMIN),
  shortenLink: post('/api/encurtar-link', ADMIN),
  saveLinks: post('/api/save-links', { who: 'creator' }),
  links: get('/api/get-links', SIGNED),
  linksInfoIptv: get('/api/get-links-info-iptv', SIGNED),
  announcements: get('/api/anuncios', SIGNED),
  publishAnnouncement: post('/api/anuncios', { who: 'creator' }),
  deleteAnnouncement: del('/api/anuncios/:id', { who: 'creator' }),
  sendMessage: post('/api/send-message', ADMIN),
  myMessages: get('/api/my-messages', SIGNED),
  readMessage: post('/api/my-messages/:id/read', SIGNED),

  // ---- The short links, answered to customers (outside /api) ----
  shortLink: get('/s/:code', PUBLIC),
} satisfies Entries;
