import { type FeatureRow, featureRow } from './featureRow';

/**
 * TabLabs plan comparison rows, exactly as docs/decisions/0016-screens-copy-and-formats.md lists
 * them: every plan, then Plus and Enterprise, then Enterprise only.
 * @public
 */
export const LAB_FEATURES: readonly FeatureRow[] = [
  featureRow('unlimited-users', 'Unlimited users', 'standard'),
  featureRow('work-order-templates', 'Custom work order templates', 'standard'),
  featureRow('free-updates', 'Free updates', 'standard'),
  featureRow('scheduling-tools', 'Scheduling tools', 'standard'),
  featureRow('helpdesk', 'Helpdesk and knowledge base', 'standard'),
  featureRow('training-sessions', '2 dedicated training sessions', 'standard'),
  featureRow('audit-log', 'Audit log', 'standard'),
  featureRow('field-app', 'Field app', 'standard'),
  featureRow('reporting-insights', 'Custom reporting insights', 'plus'),
  featureRow('api', 'API', 'plus'),
  featureRow('accounting-integration', 'Accounting software integration', 'plus'),
  featureRow('additional-training', '2 additional training sessions', 'plus'),
  featureRow('iot', 'IoT capability', 'plus'),
  featureRow('unlimited-support', 'Unlimited support', 'enterprise'),
  featureRow('dedicated-onboarding', 'Dedicated onboarding and training', 'enterprise'),
  featureRow('feature-development', 'Customised feature development allowance', 'enterprise'),
  featureRow('custom-integration', 'Customised integration with existing systems', 'enterprise'),
  featureRow('single-sign-on', 'Single sign-on', 'enterprise'),
  featureRow('customisable-exports', 'Customisable exports', 'enterprise'),
];
