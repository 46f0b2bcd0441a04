import type { WorkflowStep } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import type { MediaBlock } from '../sections/media-blocks';

/** The fragment id of a step's detail block: `#step-1` … `#step-6`. */
export const stepAnchor = (position: number) => `step-${position + 1}`;

/** The steps as media blocks, numbered and anchored so the step list can link to them. */
export function workflowStepBlocks(steps: readonly WorkflowStep[]): MediaBlock[] {
  return steps.map((step, position) => ({
    ...step,
    eyebrow: `Step ${position + 1}`,
    anchor: stepAnchor(position),
  }));
}

/** The investigation workflow as numbered steps, each linking to its detail further down. */
export function WorkflowSteps({ steps }: { steps: readonly WorkflowStep[] }) {
  return (
    <ol className="workflow-steps">
      {steps.map((step, position) => (
        <li key={step.id} className="workflow-step">
          <h3 {...tagsOf('workflowStep', step, 'headline')}>
            <a href={`#${stepAnchor(position)}`}>{step.headline}</a>
          </h3>
          <p {...tagsOf('workflowStep', step, 'summary')}>{step.summary}</p>
        </li>
      ))}
    </ol>
  );
}
