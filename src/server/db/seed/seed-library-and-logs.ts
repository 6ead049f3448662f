import type { PayloadLookupType } from '../vocabulary.ts';
import type { PayloadFailure } from '../schema/library-and-logs.ts';
import { insertRows, type Row } from './bulk-insert.ts';
import { EVENT_TYPES, HELP_PAGE_URL, NOTIFICATION_TYPES, RESOURCE_CATEGORIES, RESOURCE_PRODUCTS, RESOURCE_TITLES } from './data/library.ts';
import { OEMS } from './data/oems.ts';
import { emailLocalPart } from './data/people.ts';
import type { SeedStep } from './seed-context.ts';
import type { DealerRecord } from './seed-dealers.ts';
import type { LeadSample } from './seed-leads.ts';
import type { UserRecord } from './seed-users-and-menus.ts';

/**
 * The resources library, payloads (ADF lead XML and friends) with failures, the event log,
 * notification subscriptions and Contact Us messages.
 */
export async function seedLibraryAndLogs(
  { db, prng, clock }: SeedStep,
  dealers: DealerRecord[],
  users: UserRecord[],
  leads: LeadSample[],
): Promise<void> {
  const dealerById = new Map(dealers.map((dealer) => [dealer.id, dealer]));

  await insertRows(db, 'resourceCategories', RESOURCE_CATEGORIES.map((name, index) => ({ id: index + 1, name })));
  await insertRows(db, 'resourceProducts', RESOURCE_PRODUCTS.map(([componentId, name]) => ({ componentId, name })));
  const r = prng.fork('resources');
  const resources: Row<'resources'>[] = [];
  for (const [componentId, product] of RESOURCE_PRODUCTS) {
    for (const [english, french, category, documentType, extension] of r.sample(RESOURCE_TITLES, r.int(4, 6))) {
      const oemId = r.chance(0.2) ? r.pick(OEMS.filter((oem) => oem.portalOem)).id : null;
      for (const language of r.chance(0.6) ? (['en', 'fr'] as const) : (['en'] as const)) {
        const title = language === 'en' ? `${product} ${english.toLowerCase()}` : `${product} – ${french.toLowerCase()}`;
        const slug = emailLocalPart(`${product}-${english}-${language}`).replace(/\./g, '-');
        // Videos are files the server serves (seed-tools.ts stores the demo video and its
        // captions); the help link opens the portal's own FAQ (the CMS page of How to Enroll).
        const url =
          documentType === 'VIDEO'
            ? `/resources/files/${slug}.webm`
            : documentType === 'LINK'
              ? HELP_PAGE_URL
              : `/resources/files/${slug}.${extension ?? 'pdf'}`;
        const updatedAt = clock.daysAgo(r.int(1, 400));
        resources.push({
          id: resources.length + 1,
          name: title.charAt(0).toUpperCase() + title.slice(1),
          description: language === 'en' ? `${english} for ${product}.` : `${french} – ${product}.`,
          componentId,
          categoryId: RESOURCE_CATEGORIES.indexOf(category) + 1,
          oemId,
          documentType,
          language,
          url,
          fileSize: extension ? r.int(40, 5_000) * 1_024 : null,
          createdAt: clock.plusSeconds(updatedAt, -r.int(1, 200) * 86_400),
          updatedAt,
        });
      }
    }
  }
  await insertRows(db, 'resources', resources);

  const pl = prng.fork('payloads');
  const payloads: Row<'payloads'>[] = [];
  const addPayload = (type: PayloadLookupType, documentId: string, lead: LeadSample, xml: string, receivedAt: Date) => {
    const failed = pl.chance(0.05);
    const failures: PayloadFailure[] = failed
      ? [pl.pick([
          { code: 'SCHEMA', message: 'Element <prospect> is missing required child <customer>.', location: '/adf/prospect' },
          { code: 'DEALER_NOT_FOUND', message: 'No dealer matches the vendor id in the payload.', location: '/adf/prospect/vendor/id' },
          { code: 'DUPLICATE', message: 'A payload with this document id was already processed.', location: null },
        ])]
      : [];
    payloads.push({
      id: payloads.length + 1,
      payloadLookupType: type,
      documentId,
      dealerId: lead.dealerId,
      oemId: lead.oemId,
      source: lead.sourceName,
      receivedAt,
      processedAt: failed ? null : clock.plusSeconds(receivedAt, pl.int(1, 90)),
      status: failed ? ('FAILED' as const) : ('PROCESSED' as const),
      failedAt: failed ? clock.plusSeconds(receivedAt, pl.int(1, 90)) : null,
      failures: JSON.stringify(failures),
      payloadXml: xml,
    });
  };
  for (const lead of leads) {
    const dealer = dealerById.get(lead.dealerId);
    if (!dealer) continue;
    addPayload('LEAD', lead.documentId, lead, adfXml(lead, dealer), lead.receivedAt);
    if (pl.chance(0.3)) {
      const at = clock.plusSeconds(lead.receivedAt, pl.int(1, 72) * 3_600);
      if (at <= clock.reference) {
        addPayload('DISPOSITION', `DP${lead.documentId.slice(2)}`, lead, dispositionXml(lead, dealer, at), at);
      }
    }
    if (pl.chance(0.1)) {
      const at = clock.plusSeconds(lead.receivedAt, pl.int(3, 30) * 86_400);
      if (at <= clock.reference) addPayload('SALE', `SL${lead.documentId.slice(2)}`, lead, saleXml(lead, dealer, at), at);
    }
  }
  await insertRows(db, 'payloads', payloads);

  await insertRows(db, 'eventTypes', EVENT_TYPES.map((name, position) => ({ name, position: position + 1 })));
  const ev = prng.fork('events');
  const events: Row<'eventLogs'>[] = [];
  for (const lead of leads) {
    const dealer = dealerById.get(lead.dealerId);
    if (!dealer) continue;
    events.push({
      id: events.length + 1,
      receivedAt: lead.receivedAt,
      eventType: 'LEAD_RECEIVED',
      oemId: lead.oemId,
      dealerId: lead.dealerId,
      documentId: lead.documentId,
      status: 'SUCCESS' as const,
      message: `${lead.leadType} lead ${lead.leadUid} received from ${lead.sourceName}.`,
    });
    const delivered = ev.chance(0.95);
    events.push({
      id: events.length + 1,
      receivedAt: clock.plusSeconds(lead.receivedAt, ev.int(1, 120)),
      eventType: delivered ? 'LEAD_DELIVERED' : 'LEAD_DELIVERY_FAILED',
      oemId: lead.oemId,
      dealerId: lead.dealerId,
      documentId: lead.documentId,
      status: delivered ? ('SUCCESS' as const) : ('ERROR' as const),
      message: delivered
        ? `Delivered to leads@${dealer.slug}.example.com.`
        : `Delivery to leads@${dealer.slug}.example.com failed: mailbox unavailable; will retry.`,
    });
  }
  for (const dealer of dealers) {
    for (let n = ev.int(0, 4); n > 0; n -= 1) {
      const eventType = ev.pick(['SUBSCRIPTION_CHANGED', 'ENROLLMENT_CHANGED', 'BUDGET_CHANGED', 'COVERAGE_CHANGED', 'LEAD_DUPLICATE'] as const);
      events.push({
        id: events.length + 1,
        receivedAt: clock.daysAgo(ev.next() * 180),
        eventType,
        oemId: dealer.oemId,
        dealerId: dealer.id,
        documentId: null,
        status: eventType === 'LEAD_DUPLICATE' ? ('WARNING' as const) : ('SUCCESS' as const),
        message: `${eventType.replace(/_/g, ' ').toLowerCase()} for ${dealer.code}.`,
      });
    }
  }
  await insertRows(db, 'eventLogs', events);

  await insertRows(db, 'notificationTypes', NOTIFICATION_TYPES.map(([code, name]) => ({ code, name })));
  const ns = prng.fork('notifications');
  const subscriptions: Row<'notificationSubscriptions'>[] = [];
  for (const dealer of dealers) {
    if (dealer.status === 'CANCELLED') continue;
    for (const [notificationType] of NOTIFICATION_TYPES.slice(0, 2)) {
      const subscribed = ns.chance(0.9);
      const subscribedAt = clock.daysAgo(ns.int(30, 600));
      subscriptions.push({
        id: ns.uuid(),
        notificationType,
        email: dealer.contactEmail,
        userId: null,
        dealerId: dealer.id,
        subscribed,
        subscribedAt,
        unsubscribedAt: subscribed ? null : clock.plusSeconds(subscribedAt, ns.int(1, 29) * 86_400),
      });
    }
  }
  for (const user of users.filter((candidate) => candidate.demo)) {
    for (const [notificationType] of NOTIFICATION_TYPES) {
      subscriptions.push({
        id: ns.uuid(),
        notificationType,
        email: `${emailLocalPart(user.loginName)}@example.com`,
        userId: user.id,
        dealerId: user.dealerIds[0] ?? null,
        subscribed: true,
        subscribedAt: clock.daysAgo(200),
        unsubscribedAt: null,
      });
    }
  }
  await insertRows(db, 'notificationSubscriptions', subscriptions);

  const cm = prng.fork('contact');
  const topics = [
    ['Billing question', 'Our last invoice shows a package we cancelled. Can you check?'],
    ['Lead delivery', 'Leads are not reaching our CRM since yesterday.'],
    ['Enrollment', 'We would like to add the chat add-on to our website package.'],
    ['Training', 'Can we schedule a training session for our new sales staff?'],
  ] as const;
  const dealerUsers = users.filter((user) => user.demo && user.dealerIds.length > 0);
  await insertRows(
    db,
    'contactMessages',
    Array.from({ length: 20 }, (_, index) => {
      const user = cm.pick(dealerUsers);
      const [subject, message] = cm.pick(topics);
      return {
        id: index + 1,
        userId: user.id,
        impersonatorLogin: null,
        dealerId: user.dealerIds[0] ?? null,
        name: user.userName,
        email: `${emailLocalPart(user.loginName)}@example.com`,
        phone: '(312) 555-0100',
        subject,
        message,
        createdAt: clock.daysAgo(cm.next() * 120),
      };
    }),
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** An ADF (Auto-lead Data Format) document for a lead. */
function adfXml(lead: LeadSample, dealer: DealerRecord): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    '  <prospect status="new">',
    `    <id sequence="1" source="${escapeXml(lead.sourceName)}">${lead.leadUid}</id>`,
    `    <requestdate>${lead.receivedAt.toISOString()}</requestdate>`,
    `    <vehicle interest="buy" status="${lead.leadType === 'NEW' ? 'new' : 'used'}">`,
    `      <make>${escapeXml(dealer.oem.make)}</make>`,
    '    </vehicle>',
    '    <vendor>',
    `      <id source="dealer-code">${dealer.code}</id>`,
    `      <vendorname>${escapeXml(dealer.name)}</vendorname>`,
    '    </vendor>',
    '  </prospect>',
    '</adf>',
  ].join('\n');
}

function dispositionXml(lead: LeadSample, dealer: DealerRecord, at: Date): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<disposition lead="${lead.leadUid}" dealer="${dealer.code}" at="${at.toISOString()}" status="CONTACTED"/>`;
}

function saleXml(lead: LeadSample, dealer: DealerRecord, at: Date): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sale lead="${lead.leadUid}" dealer="${dealer.code}" soldAt="${at.toISOString()}" type="${lead.leadType}"/>`;
}
