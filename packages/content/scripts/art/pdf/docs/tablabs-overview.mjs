// Download 3: the TabLabs product overview for construction-materials laboratories.
export const tablabsOverview = {
  file: 'download-3',
  title: 'TabLabs Product Overview',
  subtitle:
    'TabLabs is a laboratory information system for construction-materials and geotechnical testing labs. This overview explains the workflow it supports, its main features and how it connects to TabLogs in the field.',
  build: (d) => {
    d.heading('Who TabLabs is for');
    d.paragraph(
      'TabLabs serves soil, aggregate and concrete laboratories, from a single site lab attached to a project to a multi-branch commercial laboratory. It replaces the spreadsheets, whiteboards and paper worksheets that usually hold work orders, schedules and results, and it produces signed test certificates directly from checked data.',
    );
    d.heading('The workflow');
    d.table(
      ['Step', 'What happens in TabLabs'],
      [
        [
          '1. Receive',
          'Samples arrive with a request from TabLogs or the client portal; each gets a barcode label and a storage location.',
        ],
        [
          '2. Plan',
          'Tests are added to a work order with method, due date and priority; the scheduler books technicians and equipment.',
        ],
        [
          '3. Test',
          'Technicians enter readings on worksheets that calculate results as they type and flag out-of-range values.',
        ],
        [
          '4. Check',
          'A second person reviews the worksheet; every change is recorded with who, when and why.',
        ],
        [
          '5. Report',
          'Approved results flow into a certificate with the lab logo, accreditation details and signatory.',
        ],
        [
          '6. Deliver',
          'Certificates go to the client portal and, for TabLogs projects, straight onto the borehole log.',
        ],
      ],
      [0.2, 0.8],
    );
    d.heading('Main features');
    d.subheading('Work orders and sample tracking');
    d.bullets([
      'Barcode labels for every sample and subsample, with storage location and retention date.',
      'Chain of custody from the drill rig to disposal, including who handled the sample and when.',
      'Status chips on every test (received, testing, checked, complete) visible to the client.',
    ]);
    d.subheading('Scheduling');
    d.bullets([
      'A weekly planner per technician and per piece of equipment, with drag-and-drop rebooking.',
      'Curing and soaking periods (for example, four-day CBR soaks) booked automatically.',
      'Overdue and at-risk tests highlighted so the lab manager can act before a deadline is missed.',
    ]);
    d.subheading('Worksheets and methods');
    d.bullets([
      'Worksheets for common soil tests: moisture content, particle size distribution, Atterberg limits, compaction, CBR and UCS.',
      'Aggregate and concrete tests including flakiness, Los Angeles abrasion, slump and compressive strength.',
      'Method versions kept per test so historical results stay tied to the method used at the time.',
    ]);
    d.subheading('Quality and equipment');
    d.bullets([
      'Calibration records and due dates for balances, ovens, sieves and load frames; equipment past its date cannot be selected.',
      'Proficiency testing results and reference sample checks stored against each method.',
      'A full audit trail that supports ISO/IEC 17025 accreditation assessments.',
    ]);
    d.heading('Connected to TabLogs');
    d.paragraph(
      'When a logger requests tests in the TabLogs field app, the request arrives in TabLabs as a draft work order with the sample depths, descriptions and borehole already filled in. When results are approved they are written back to the borehole log, so plasticity, grading and strength values appear beside the description they belong to. The same connection is available to other systems through the REST API.',
    );
    d.heading('Security and hosting');
    d.bullets([
      'Hosted in the region of your choice with daily encrypted backups.',
      'Single sign-on, role-based permissions and optional two-factor authentication.',
      'Client access limited to each client\u2019s own projects and certificates.',
    ]);
    d.heading('Getting started');
    d.paragraph(
      'A typical lab goes live in two to four weeks: we import the test method list and equipment register, configure the certificate templates, and train technicians on the worksheets they use most. Start with one test family, such as soil classification, and add the rest once the team is comfortable.',
    );
  },
};
