/**
 * The demo organization's posts (idempotent, applied at every start after its people and
 * audiences): the channels "Avisos generales" (everyone reads it) and "Operación" (the "Equipo de
 * Tienda Centro" audience when it exists), both written by the demo's administrators, and two
 * posts — one asking for acknowledgement, with a list and a link. Ids are fixed; rows that exist
 * are left as they are.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { selectRows } from '../../platform/database/database.ts';
import { renderBody } from './render.ts';
import { postChannelPosters, postChannels, posts } from './tables.ts';

const DEMO = 'demo';
const id = (n: string) => `5eed9057-7a11-4c1e-8b00-0000000000${n}`;

export const SEED_POST_IDS = {
  general: id('01'),
  operations: id('02'),
  welcome: id('11'),
  schedule: id('12'),
} as const;

const WELCOME = `Bienvenidas y bienvenidos a **Faena**. Aquí publicaremos los avisos de la empresa.

- Abre cada aviso para que sepamos que lo leíste.
- Si un aviso pide confirmación, toca **Entendido**.
- Las dudas, con tu gerente de tienda.

Consulta el [reglamento interior](https://faena.app/reglamento) cuando lo necesites.`;

const SCHEDULE = `A partir del lunes, la tienda abre a las **8:00** y cierra a las **21:00**.

1. El turno de apertura llega a las 7:30.
2. El corte de caja se hace a las 21:15.

Confirma que leíste este aviso.`;

/** `administrators`: the person ids of the demo's administrators (the seed data knows them). */
export async function seedPosts(database: Database, administrators: readonly string[]): Promise<void> {
  const author = administrators[0];
  if (!author) return;
  await database.privileged.transaction(async (tx) => {
    const [demo] = await selectRows<{ yes: boolean; team: string | null }>(
      tx,
      sql`select exists (select 1 from tenants where id = ${DEMO}) as yes,
            (select id from audiences where tenant_id = ${DEMO} and name = 'Equipo de Tienda Centro') as team`,
    );
    if (!demo?.yes) return;
    const inserted = await tx
      .insert(postChannels)
      .values([
        {
          organizationId: DEMO,
          id: SEED_POST_IDS.general,
          name: 'Avisos generales',
          description: 'Lo que toda la empresa debe saber.',
          audienceId: null,
        },
        {
          organizationId: DEMO,
          id: SEED_POST_IDS.operations,
          name: 'Operación',
          description: 'Horarios, procesos y cambios en tienda.',
          audienceId: demo.team,
        },
      ])
      .onConflictDoNothing()
      .returning({ id: postChannels.id });
    if (inserted.length > 0)
      await tx
        .insert(postChannelPosters)
        .values(
          inserted.flatMap(({ id: channelId }) =>
            administrators.map((personId) => ({ organizationId: DEMO, channelId, personId })),
          ),
        )
        .onConflictDoNothing();
    const post = (
      postId: string,
      channelId: string,
      title: string,
      body: string,
      requiresAcknowledgement: boolean,
    ) => {
      const rendered = renderBody(body);
      return {
        organizationId: DEMO,
        id: postId,
        channelId,
        authorId: author,
        title,
        body,
        bodyHtml: rendered.html,
        excerpt: rendered.excerpt,
        coverFileId: rendered.coverFileId,
        requiresAcknowledgement,
      };
    };
    await tx
      .insert(posts)
      .values([
        post(SEED_POST_IDS.welcome, SEED_POST_IDS.general, 'Bienvenida a Faena', WELCOME, false),
        post(SEED_POST_IDS.schedule, SEED_POST_IDS.operations, 'Nuevo horario de tienda', SCHEDULE, true),
      ])
      .onConflictDoNothing();
  });
}
