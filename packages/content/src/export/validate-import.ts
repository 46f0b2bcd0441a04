import { calendarDateSchema } from '../schema/fields';
import type { ContentfulImport, ImportField } from './contentful-import';
import { LOCALE } from './contentful-import';

/** Problems Contentful would reject the import for: unknown fields, wrong types, broken links. */
export function validateContentfulImport(doc: ContentfulImport): string[] {
  const problems: string[] = [];
  const types = new Map(doc.contentTypes.map((type) => [type.sys.id, type]));
  const entryIds = new Set(doc.entries.map((entry) => entry.sys.id));
  const assetIds = new Set(doc.assets.map((asset) => asset.sys.id));

  for (const type of doc.contentTypes) {
    if (!type.fields.some((field) => field.id === type.displayField)) {
      problems.push(`${type.sys.id}: displayField "${type.displayField}" is not a field`);
    }
  }

  const linkOk = (value: unknown, linkType: 'Asset' | 'Entry' | undefined): string | null => {
    const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } })?.sys;
    if (sys?.type !== 'Link' || sys.linkType !== linkType || typeof sys.id !== 'string') {
      return `expected a ${linkType} link`;
    }
    const exists = linkType === 'Asset' ? assetIds.has(sys.id) : entryIds.has(sys.id);
    return exists ? null : `links to missing ${linkType} "${sys.id}"`;
  };

  const valueProblem = (field: ImportField, value: unknown): string | null => {
    switch (field.type) {
      case 'Symbol':
        if (typeof value !== 'string' || value.length > 256)
          return 'expected a Symbol (string ≤ 256)';
        break;
      case 'Text':
        if (typeof value !== 'string') return 'expected Text (a string)';
        break;
      case 'Integer':
        if (!Number.isInteger(value)) return 'expected an Integer';
        break;
      case 'Date':
        if (!calendarDateSchema.safeParse(value).success) return 'expected a Date';
        break;
      case 'Object':
        if (typeof value !== 'object' || value === null) return 'expected a JSON object or array';
        break;
      case 'Link':
        return linkOk(value, field.linkType);
      case 'Array': {
        if (!Array.isArray(value)) return 'expected an Array';
        const items = field.items;
        for (const item of value) {
          const problem =
            items?.type === 'Link'
              ? linkOk(item, items.linkType)
              : typeof item === 'string'
                ? null
                : 'expected Symbols';
          if (problem) return problem;
        }
        break;
      }
    }
    const allowed = field.validations.find((rule) => 'in' in rule)?.in as unknown[] | undefined;
    if (allowed && !allowed.includes(value))
      return `"${String(value)}" is not one of ${allowed.join(', ')}`;
    return null;
  };

  for (const entry of doc.entries) {
    const typeId = entry.sys.contentType.sys.id;
    const type = types.get(typeId);
    const where = `${typeId} entry ${entry.sys.id}`;
    if (!type) {
      problems.push(`${where}: unknown content type`);
      continue;
    }
    const fields = new Map(type.fields.map((field) => [field.id, field]));
    for (const [key, localised] of Object.entries(entry.fields)) {
      const field = fields.get(key);
      if (!field) {
        problems.push(`${where}: field "${key}" is not in the content type`);
        continue;
      }
      if (!(LOCALE in localised)) problems.push(`${where}: field "${key}" has no ${LOCALE} value`);
      const problem = valueProblem(field, localised[LOCALE]);
      if (problem) problems.push(`${where}: field "${key}": ${problem}`);
    }
    for (const field of type.fields) {
      if (field.required && !(field.id in entry.fields))
        problems.push(`${where}: required field "${field.id}" is missing`);
    }
  }

  for (const asset of doc.assets) {
    const file = asset.fields.file[LOCALE];
    if (!file.fileName || !file.contentType || !file.url) {
      problems.push(`asset ${asset.sys.id}: file needs fileName, contentType and url`);
    }
  }
  return problems;
}
