import type { Billing, FeatureRow } from '@tablogs/pricing';
import { Badge, cx, VisuallyHidden } from '@tablogs/ui';
import { FeatureMark } from './feature-mark';
import { PlanCallToAction } from './plan-call-to-action';
import { featureGroups, type PlanColumn } from './plan-columns';
import { PlanPrice } from './plan-price';

interface PlanTableProps {
  caption: string;
  columns: PlanColumn[];
  features: readonly FeatureRow[];
  billing: Billing;
}

/** The comparison as a table: plans as columns, the price row first, then feature groups. */
export function PlanTable({ caption, columns, features, billing }: PlanTableProps) {
  const featured = (column: PlanColumn) => cx(column.featured && 'plan-table__cell--featured');
  return (
    <table className="plan-table">
      <caption className="plan-table__caption">{caption}</caption>
      <colgroup>
        <col className="plan-table__label-col" />
        {columns.map((column) => (
          <col key={column.plan.id} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <td className="plan-table__corner" />
          {columns.map((column) => (
            <th
              key={column.plan.id}
              scope="col"
              className={cx('plan-table__plan', featured(column), 'plan-table__cell--top')}
            >
              <span className="plan-table__badge-slot">
                {column.plan.badge ? <Badge>{column.plan.badge}</Badge> : null}
              </span>
              <span className="plan-table__plan-name">{column.plan.name}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr className="plan-table__price-row">
          <th scope="row">
            <VisuallyHidden>Price per month</VisuallyHidden>
          </th>
          {columns.map((column) => (
            <td key={column.plan.id} className={featured(column)}>
              <div className="plan-table__offer">
                <PlanPrice price={column.price} billing={billing} plan={column.plan.id} />
                <p className="plan-note">{column.note}</p>
                <PlanCallToAction column={column} />
              </div>
            </td>
          ))}
        </tr>
      </tbody>
      {featureGroups(features).map((group, index, groups) => (
        <tbody key={group.from} className="plan-table__group">
          <tr>
            {/* One cell per column (not a colspan), so the featured column's frame runs unbroken. */}
            <th scope="rowgroup" className="plan-table__group-title">
              {group.title}
            </th>
            {columns.map((column) => (
              <td key={column.plan.id} className={featured(column)} />
            ))}
          </tr>
          {group.rows.map((row, rowIndex) => {
            const isLast = index === groups.length - 1 && rowIndex === group.rows.length - 1;
            return (
              <tr key={row.id}>
                <th scope="row" className="plan-table__feature">
                  {row.label}
                </th>
                {columns.map((column) => (
                  <td
                    key={column.plan.id}
                    className={cx(featured(column), isLast && 'plan-table__cell--bottom')}
                  >
                    <FeatureMark included={row.includedIn[column.plan.id]} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      ))}
    </table>
  );
}
