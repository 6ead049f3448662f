/**
 * The unsubscribe link of a notification e-mail the demo dealer (`dealer`) received: its lead
 * alerts. Fixed, like the demo logins, so a demo (and the browser journey) can open
 * /notificationsUnsubscription?id=<this> without reading the database.
 */
export const DEMO_UNSUBSCRIBE_LINK = { loginName: 'dealer', notificationType: 'LEAD_ALERTS', id: 'b7e1c0de-17a0-4c0d-9e55-0000000000d1' } as const;
