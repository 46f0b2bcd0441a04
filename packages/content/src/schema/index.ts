export * from './content-types';
export type { AnyContentType, ContentTypeDef, FieldsOf } from './define';
export type { ContentfulFieldSpec, FieldDef, FieldRole } from './fields';
export { calendarDateSchema } from './fields';
export * from './values';
