import type { HeadlineItem } from '@tablogs/content';

/** The investigation workflow as numbered steps, from planning to the issued report. */
export function WorkflowSteps({ steps }: { steps: readonly HeadlineItem[] }) {
  return (
    <ol className="workflow-steps">
      {steps.map((step) => (
        <li key={step.id} className="workflow-step">
          <h3>{step.headline}</h3>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
