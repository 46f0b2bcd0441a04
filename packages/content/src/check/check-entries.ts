import type { CdaAsset, CdaEntries } from '../cda/types';
import { isLink } from '../cda/types';
import { isRichTextDocument } from '../html/rich-text';
import { checkAsset, toFileAsset, toImage } from '../mapping/assets';
import { checkFields } from '../mapping/parse';
import type { AnyContentType } from '../schema/define';
import type { Problem } from './problems';

/** Schema, link and rich-text problems of every entry of one type (never throws). */
export function checkEntries(type: AnyContentType, result: CdaEntries): Problem[] {
  const problems: Problem[] = [];
  const assets = new Map<string, CdaAsset>(
    result.includes.Asset.map((asset) => [asset.sys.id, asset]),
  );
  const ids = new Set<string>();

  for (const entry of result.items) {
    const entryId = entry.sys.id;
    const add = (message: string, field?: string) =>
      problems.push({ contentType: type.id, entryId, field, message });
    if (ids.has(entryId)) add('duplicate entry id');
    ids.add(entryId);

    const checked = checkFields(type, entry);
    if (!checked.ok) {
      for (const issue of checked.issues) add(issue.message, issue.field);
    }
    for (const key of Object.keys(entry.fields ?? {})) {
      if (!(key in type.fields)) add('field is not in the content model', key);
    }

    for (const [field, def] of Object.entries(type.fields)) {
      const value = entry.fields?.[field];
      if (value === undefined) continue;
      if (def.role === 'html' && typeof value !== 'string' && !isRichTextDocument(value)) {
        add('not an HTML string or a valid rich-text document (would render <p>Error</p>)', field);
      }
      if ((def.role === 'image' || def.role === 'document') && isLink(value)) {
        const asset = assets.get(value.sys.id);
        if (!asset) {
          add(`links to missing asset "${value.sys.id}"`, field);
          continue;
        }
        const parsed = checkAsset(asset);
        if (!parsed.ok) {
          add(`asset "${value.sys.id}" is malformed (${parsed.problem})`, field);
          continue;
        }
        const converted = def.role === 'image' ? toImage(parsed.asset) : toFileAsset(parsed.asset);
        if (typeof converted === 'string') add(`asset "${value.sys.id}": ${converted}`, field);
      }
    }
  }
  return problems;
}
