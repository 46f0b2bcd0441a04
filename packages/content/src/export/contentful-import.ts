import type { CdaAsset, CdaEntry } from '../cda/types';
import { CONTENT_TYPES } from '../schema/content-types';
import type { ContentfulFieldSpec } from '../schema/fields';
import type { EmbeddedSource } from '../sources/embedded';

// A `contentful space import --content-file` document built from the embedded content.

export const LOCALE = 'en-US';

type Localised<T> = Record<typeof LOCALE, T>;

export interface ImportField extends ContentfulFieldSpec {
  id: string;
  name: string;
  required: boolean;
  localized: false;
  disabled: false;
  omitted: false;
  validations: Record<string, unknown>[];
}

export interface ImportContentType {
  sys: { id: string; type: 'ContentType' };
  name: string;
  displayField: string;
  description: string;
  fields: ImportField[];
}

export interface ImportEntry {
  sys: {
    id: string;
    type: 'Entry';
    contentType: { sys: { type: 'Link'; linkType: 'ContentType'; id: string } };
  };
  fields: Record<string, Localised<unknown>>;
}

export interface ImportAsset {
  sys: { id: string; type: 'Asset' };
  fields: {
    title: Localised<string>;
    description: Localised<string>;
    file: Localised<{ fileName: string; contentType: string; url: string }>;
  };
}

export interface ContentfulImport {
  contentTypes: ImportContentType[];
  entries: ImportEntry[];
  assets: ImportAsset[];
  locales: {
    name: string;
    code: string;
    fallbackCode: null;
    default: true;
    contentDeliveryApi: true;
    contentManagementApi: true;
    optional: false;
  }[];
  editorInterfaces: [];
  webhooks: [];
  roles: [];
}

/** `headerBannerImaage` → `Header banner imaage`: the CMS label of a field. */
function fieldLabel(id: string): string {
  const words = id
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function contentTypesForImport(): ImportContentType[] {
  return CONTENT_TYPES.map((type) => ({
    sys: { id: type.id, type: 'ContentType' },
    name: type.name,
    displayField: type.displayField,
    description: '',
    fields: Object.entries(type.fields).map(([id, field]) => ({
      id,
      name: fieldLabel(id),
      ...field.contentful,
      validations: field.contentful.validations ?? [],
      required: field.required,
      localized: false,
      disabled: false,
      omitted: false,
    })),
  }));
}

function entryForImport(entry: CdaEntry, contentType: string): ImportEntry {
  return {
    sys: {
      id: entry.sys.id,
      type: 'Entry',
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } },
    },
    fields: Object.fromEntries(
      Object.entries(entry.fields).map(([key, value]) => [key, { [LOCALE]: value }]),
    ),
  };
}

function assetForImport(asset: CdaAsset, assetBaseUrl: string | undefined): ImportAsset {
  const file = asset.fields.file;
  const fileName = file?.fileName ?? '';
  const path = file?.url ?? `/content/${fileName}`;
  return {
    sys: { id: asset.sys.id, type: 'Asset' },
    fields: {
      title: { [LOCALE]: asset.fields.title ?? fileName },
      description: { [LOCALE]: asset.fields.description ?? '' },
      file: {
        [LOCALE]: {
          fileName,
          contentType: file?.contentType ?? '',
          // The import file's field is `url` (contentful-import turns it into the Management
          // API's `upload`); Contentful fetches it, so it must be an absolute URL where the
          // site serves `/content/<file>`.
          url: assetBaseUrl ? `${assetBaseUrl.replace(/\/+$/, '')}${path}` : path,
        },
      },
    },
  };
}

/** The import document: the model's content types plus every embedded entry and asset. */
export async function buildContentfulImport(
  source: EmbeddedSource,
  options: { assetBaseUrl?: string } = {},
): Promise<ContentfulImport> {
  const entries: ImportEntry[] = [];
  for (const type of CONTENT_TYPES) {
    const result = await source.getEntries(type.id);
    entries.push(...result.items.map((entry) => entryForImport(entry, type.id)));
  }
  const assets = (await source.getAssets()).map((asset) =>
    assetForImport(asset, options.assetBaseUrl),
  );
  return {
    contentTypes: contentTypesForImport(),
    entries,
    assets,
    locales: [
      {
        name: 'English (United States)',
        code: LOCALE,
        fallbackCode: null,
        default: true,
        contentDeliveryApi: true,
        contentManagementApi: true,
        optional: false,
      },
    ],
    editorInterfaces: [],
    webhooks: [],
    roles: [],
  };
}
