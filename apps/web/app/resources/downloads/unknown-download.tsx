import { buttonClassName } from '@tablogs/ui';

/** The 404 content for a `?id=` that names no document. */
export function UnknownDownload({ id }: { id: string }) {
  return (
    <div className="tl-not-found" role="alert">
      <p className="tl-eyebrow">Error 404</p>
      <h1>We couldn’t find that download</h1>
      <p className="tl-lead">
        There is no document called “{id}”. It may have been renamed or retired.
      </p>
      <p>
        <a className={buttonClassName({ variant: 'primary' })} href="/resources/downloads">
          See all downloads
        </a>
      </p>
    </div>
  );
}
