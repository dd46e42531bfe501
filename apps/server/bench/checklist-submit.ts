/**
 * `npm run bench -w @faena/server -- --only checklist-submit`, or on its own from apps/server
 * with `DATABASE_URL` set: `tsx bench/checklist-submit.ts [--questions 500] [--runs 100]`
 *
 * Submitting a checklist as `PUT /api/checklist-executions/{clientId}` does it (the same
 * function, as `app_user` under row-level security, in one transaction): a new draft id each
 * time, the answers checked against the pinned version with the form engine's rules, scored,
 * the execution and its flagged answers stored and answered as the response. The checklist has
 * `--questions` scored questions (yes/no with a flagged "No", single and multiple choice with
 * scores, weights, some skippable and answered N/A) plus a required text every tenth, in an
 * organization holding 2,000 earlier submissions. Prints p50/p95/p99 against the goal
 * (p95 ≤ 50 ms) and the machine's load.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { FormDefinition, FormField } from '@faena/form-engine/core';
import { sql } from 'drizzle-orm';
import { saveExecution } from '../src/modules/checklists/executions.ts';
import type { Permission } from '../src/platform/auth/permissions.ts';
import { selectRows } from '../src/platform/database/database.ts';
import type { PersonRow } from '../src/platform/database/tenant-table.ts';
import type { Member } from '../src/platform/http/request-context.ts';
import {
  BENCH_TENANT,
  benchUuid,
  describeEngine,
  insertNamedPeople,
  openBenchDatabase,
  percentiles,
  printBenchHeading,
  printLoadAfter,
  seedBenchTenant,
  timeRuns,
} from './support.ts';

const { values } = parseArgs({
  options: { questions: { type: 'string', default: '500' }, runs: { type: 'string', default: '100' } },
});
const QUESTIONS = Number(values.questions);
const RUNS = Number(values.runs);
const EARLIER = 2_000;
const GOAL_P95_MS = 50;
const CHECKLIST = benchUuid('c41e', 1);

/** Question n: a yes/no, a single choice, a multiple choice or (every tenth) a text. */
function question(n: number): FormField {
  const common = { id: `q${n}`, name: `q${n}`, label: `Pregunta ${n}`, required: true };
  if (n % 10 === 9) {
    return { ...common, type: 'text', validators: [{ type: 'max_length', limit_value: 200 }] };
  }
  if (n % 3 === 0) {
    return {
      ...common,
      type: 'boolean',
      skippable: n % 7 === 0,
      weight: n % 5 === 0 ? 2 : 1,
      scores: { yes: 1, no: 0 },
      flagged_answer: false,
    };
  }
  if (n % 3 === 1) {
    return {
      ...common,
      type: 'multiple_choice',
      choices: [
        { choice: 'Bien', score: 2 },
        { choice: 'Regular', score: 1 },
        { choice: 'Mal', score: 0, flagged: true },
      ],
    };
  }
  return {
    ...common,
    type: 'checkboxes',
    required: false,
    max_answers: 2,
    choices: [
      { choice: 'A', score: 1 },
      { choice: 'B', score: 1 },
      { choice: 'C', score: 1 },
    ],
  };
}

const definition: FormDefinition = {
  id: 'bench-checklist',
  fields: Array.from({ length: QUESTIONS }, (_, n) => question(n)),
};

/** Every question answered; one yes/no in 20 "No" (flagged), the skippable ones N/A. */
function answersOf(definition: FormDefinition): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  definition.fields.forEach((field, n) => {
    if (field.type === 'text') answers[field.name] = `Observación ${n}`;
    else if (field.type === 'boolean') {
      if (field.skippable) answers[`${field.name}_skipped`] = true;
      else answers[field.name] = n % 20 !== 0;
    } else if (field.type === 'multiple_choice') answers[field.name] = n % 11 === 0 ? 'Mal' : 'Bien';
    else answers[field.name] = ['A', 'C'];
  });
  return answers;
}

printBenchHeading('Checklist submission');

const { database, close } = await openBenchDatabase();
try {
  const loadTime = await seedBenchTenant(database, async (db, o) => {
    await insertNamedPeople(db, o, 'c41e', 20);
    await db.execute(
      sql`insert into checklists (tenant_id, id, title, scoring, question_count)
          values (${BENCH_TENANT}, ${CHECKLIST}, 'Auditoría', true, ${QUESTIONS})`,
    );
    await db.execute(
      sql`insert into checklist_versions (tenant_id, checklist_id, version, title, scoring, definition)
          values (${BENCH_TENANT}, ${CHECKLIST}, 1, 'Auditoría', true, ${JSON.stringify(definition)}::jsonb)`,
    );
    await db.execute(
      sql.raw(`insert into checklist_executions (tenant_id, client_id, checklist_id, version, status,
          person_id, answers, submitted_at, listed_at, score, max_score, percentage, flagged_count)
        select ${o}, gen_random_uuid(), '${CHECKLIST}', 1, 'submitted',
          ('00000000-0000-4000-c41e-' || lpad(to_hex(1 + n % 20), 12, '0'))::uuid, '{}',
          now() - make_interval(hours => n), now() - make_interval(hours => n), 90, 100, 90, n % 3
        from generate_series(1, ${EARLIER}) n`),
    );
  });
  const engine = await describeEngine(database);
  const [person] = await selectRows<PersonRow>(
    database.privileged,
    sql`select * from persons where tenant_id = ${BENCH_TENANT} and id = ${benchUuid('c41e', 1)}::uuid`,
  );
  if (!person) throw new Error('The bench person is missing');
  const member: Member = {
    uid: 'bench',
    person,
    permissions: new Set<Permission>(),
    impersonator: null,
  };
  const answers = answersOf(definition);
  const bytes = Buffer.byteLength(JSON.stringify(answers));
  console.log(
    `  data: ${engine}; a checklist of ${QUESTIONS} questions, answers ${(bytes / 1024).toFixed(0)} KB; ${EARLIER.toLocaleString('en-US')} earlier submissions (${loadTime} to load)`,
  );

  const measured = await timeRuns(RUNS, 5, () =>
    database.withTenant(BENCH_TENANT, (tx) =>
      saveExecution(
        tx,
        BENCH_TENANT,
        member,
        randomUUID(),
        { checklistId: CHECKLIST, version: 1, answers, submit: true },
        'es-MX',
      ),
    ),
  );
  const execution = measured.answer?.execution;
  console.log(
    `  each submission: score ${execution?.score} of ${execution?.maxScore} (${execution?.percentage} %), ${execution?.flaggedCount} flagged answers`,
  );
  const { p50, p95, p99, max } = percentiles(measured.times);
  const ok = p95 <= GOAL_P95_MS;
  console.log(
    `  submit (check + score + store): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms over ${measured.times.length} submissions ${ok ? '✓' : '✖'} (goal p95 ≤ ${GOAL_P95_MS} ms)`,
  );
  printLoadAfter();
  process.exitCode = ok ? 0 : 1;
} finally {
  await close();
}
