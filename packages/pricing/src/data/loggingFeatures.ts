import { type FeatureRow, featureRow } from './featureRow';

/**
 * TabLogs plan comparison rows. The spec names user roles and permissions and
 * single sign-on as plan features; the rest are the product's marketing claims
 * (docs/decisions/0016-screens-copy-and-formats.md), all included in every plan.
 * @public
 */
export const LOGGING_FEATURES: readonly FeatureRow[] = [
  featureRow('unlimited-users', 'Unlimited users', 'standard'),
  featureRow('field-app', 'Field logging app for iOS and Android', 'standard'),
  featureRow('cloud-database', 'Cloud borehole log database', 'standard'),
  featureRow('report-templates', 'Customisable report templates', 'standard'),
  featureRow('classification', 'ASTM D2487 and AS 1726 soil classification', 'standard'),
  featureRow('lab-test-requests', 'Lab test requests', 'standard'),
  featureRow('project-planning', 'Project planning', 'standard'),
  featureRow('gis-3d', 'GIS mapping and 3D visualisation', 'standard'),
  featureRow('import-export', 'Import and export', 'standard'),
  featureRow('helpdesk', 'Helpdesk and knowledge base', 'standard'),
  featureRow('user-roles', 'User roles and permissions', 'plus'),
  featureRow('api', 'API access', 'plus'),
  featureRow('priority-support', 'Priority support', 'plus'),
  featureRow('single-sign-on', 'Single sign-on', 'enterprise'),
  featureRow('dedicated-onboarding', 'Dedicated onboarding and training', 'enterprise'),
  featureRow('custom-integration', 'Customised integration with existing systems', 'enterprise'),
];
