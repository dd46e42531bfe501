import type { LintProblem } from './lint.ts';
import { format, type StudioShellMessages } from './messages.ts';
import * as styles from './WorkflowStudio.css.ts';

/** The lint's findings beside the diagram; choosing one leads to its element and panel field. */
export function ProblemList({
  id,
  problems,
  lint,
  lintError,
  texts,
  onSelect,
}: {
  id: string;
  problems: LintProblem[];
  lint: 'checking' | 'done' | 'error';
  lintError?: string;
  texts: StudioShellMessages;
  onSelect: (problem: LintProblem) => void;
}) {
  const t = texts.problems;
  const headingId = `${id}-heading`;
  const summary =
    lint === 'checking'
      ? t.checking
      : lint === 'error'
        ? format(t.parseError, { reason: lintError ?? '' })
        : problems.length === 0
          ? t.none
          : problems.length === 1
            ? t.countOne
            : format(t.count, { count: problems.length });
  return (
    <section id={id} className={styles.problems} aria-labelledby={headingId} tabIndex={-1}>
      <h3 id={headingId} className={styles.problemsHeading}>
        {t.heading}
      </h3>
      <p className={styles.muted} aria-live="polite">
        {summary}
      </p>
      {problems.length > 0 && (
        <ul className={styles.problemList}>
          {problems.map((problem, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one element may have the same problem twice (two variables)
            <li key={`${problem.elementId}-${problem.code}-${index}`}>
              <button type="button" className={styles.problemButton} onClick={() => onSelect(problem)}>
                <span className={styles.problemElement}>{problem.elementName}</span>
                <span className={styles.problemMessage}>{problem.message}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
