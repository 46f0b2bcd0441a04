/** One thing wrong with the content, located as precisely as possible. */
export interface Problem {
  contentType?: string;
  entryId?: string;
  assetId?: string;
  field?: string;
  message: string;
}

export function describeProblem(problem: Problem): string {
  const where = [
    problem.contentType && `type ${problem.contentType}`,
    problem.entryId && `entry ${problem.entryId}`,
    problem.assetId && `asset ${problem.assetId}`,
    problem.field && `field ${problem.field}`,
  ].filter(Boolean);
  return `${where.join(', ')}${where.length > 0 ? ': ' : ''}${problem.message}`;
}
