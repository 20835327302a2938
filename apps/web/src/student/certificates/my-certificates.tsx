// 04 §2.2 /aula/certificados, 'Mis certificados': each with its course, dates, the day it was issued, the PDF through a
// short-lived link and the public page where anyone checks it.
import { type certificates, M, PUBLIC_FNAMES } from '@edu/shared';
import { useCall } from '../api';
import { AreaPage, type Student } from '../area';
import { dateRange, dayMonthYear } from '../format';
import { Shown } from '../status';

function MyCertificates({ entity }: Student) {
  const loaded = useCall<typeof certificates.getMyCertificates>(
    PUBLIC_FNAMES.getMyCertificates,
    { entity_id: entity._id },
    entity._id,
  );
  return (
    <>
      <h1 className="st-title">{M.MY_CERTIFICATES_TITLE}</h1>
      <Shown loaded={loaded}>
        {({ certificates }) =>
          certificates.length === 0 ? (
            <p className="st-muted">{M.MY_CERTIFICATES_EMPTY}</p>
          ) : (
            <ul className="st-cards">
              {certificates.map((c) => (
                <li key={c.code} className="st-card st-card-body">
                  <h2 className="st-card-title">{c.course_name}</h2>
                  <dl className="st-facts st-facts-stacked">
                    <dt>{M.CERTIFICATE_DATES}</dt>
                    <dd>{dateRange(c.start_date, c.end_date)}</dd>
                    <dt>{M.CERTIFICATE_ISSUED_AT}</dt>
                    <dd>{dayMonthYear(c.issued_at)}</dd>
                    <dt>{M.CERTIFICATE_CODE}</dt>
                    <dd>{c.code}</dd>
                  </dl>
                  <div className="st-actions">
                    <a className="st-button" href={c.url} target="_blank" rel="noopener noreferrer">
                      {M.DOWNLOAD_CERTIFICATE}
                    </a>
                    <a className="st-button-outline" href={c.verify_url} target="_blank" rel="noopener noreferrer">
                      {M.CERTIFICATE_VERIFY}
                    </a>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </Shown>
    </>
  );
}

export const MyCertificatesPage = () => <AreaPage>{(student) => <MyCertificates {...student} />}</AreaPage>;
