// Download 2: a step-by-step checklist for moving from a desktop logging tool to TabLogs.
export const migrationChecklist = {
  file: 'download-2',
  title: 'Switching Logging Tools: A Migration Checklist',
  subtitle:
    'A practical checklist for moving borehole data, libraries and report layouts from a desktop logging tool to a cloud platform without losing history or stalling field work.',
  build: (d) => {
    d.heading('How to use this checklist');
    d.paragraph(
      'Work through the phases in order and tick each item when it is done. Most teams finish within four to six weeks while drilling continues: the trick is to migrate finished projects first, pilot on one live project, and only then move everyone across on a fixed cutover date.',
    );
    d.table(
      ['Phase', 'Typical duration', 'Outcome'],
      [
        [
          '1. Inventory',
          '2 \u2013 3 days',
          'A list of projects, libraries, templates and users to move.',
        ],
        [
          '2. Export and map',
          '1 week',
          'Legacy data exported and every code mapped to the new library.',
        ],
        [
          '3. Pilot',
          '1 \u2013 2 weeks',
          'One project logged and reported end to end in the new tool.',
        ],
        ['4. Train and cut over', '1 week', 'All field and office staff working in the new tool.'],
        ['5. Close out', 'ongoing', 'Legacy tool archived read-only, feedback folded in.'],
      ],
      [0.26, 0.2, 0.54],
    );
    d.heading('Phase 1: Inventory');
    d.bullets(
      [
        'List every active and archived project with its number of boreholes, test pits and CPTs.',
        'Record the legacy file formats you hold (project databases, AGS files, spreadsheets, PDF-only logs).',
        'Export the soil and rock description library, sample types, test types and abbreviations.',
        'Collect every report layout in use, with one printed example of each, so layouts can be compared later.',
        'Note the coordinate systems and height datums used across projects.',
        'Name a migration owner and one experienced logger who will check the results.',
      ],
      { marker: '[ ]' },
    );
    d.heading('Phase 2: Export and map');
    d.bullets(
      [
        'Export each project to AGS4 where the legacy tool supports it; otherwise to CSV tables per data group.',
        'Check units on export: depths in metres, strengths in kPa, and consistent decimal places.',
        'Map each legacy soil code to the new library, and keep the mapping table with the project records.',
        'Map sample type codes (U, D, B, W, SPT) and in-situ test codes so sample markers draw the same way.',
        'Flag free-text fields that hold structured data, such as water strikes typed into remarks.',
        'Import one small finished project and compare its logs side by side with the legacy PDFs.',
      ],
      { marker: '[ ]' },
    );
    d.heading('Phase 3: Pilot on one live project');
    d.bullets(
      [
        'Choose a project with a cooperative client, two or three rigs and a report due within a month.',
        'Set up the project, users, rigs and the log template before the first day of drilling.',
        'Log in the field on tablets; keep a paper sheet as a fallback for the first two days only.',
        'Send samples to the lab from the app so the chain of custody starts digital.',
        'Produce the factual report from the new tool and review it against the company checklist.',
        'Record every question loggers ask: these become the training notes for everyone else.',
      ],
      { marker: '[ ]' },
    );
    d.heading('Phase 4: Train and cut over');
    d.bullets(
      [
        'Run a 60-minute session for field staff on the tablet app, using the pilot project as the example.',
        'Run a separate session for reviewers on editing, approvals and report output.',
        'Agree a cutover date after which no new holes are logged in the legacy tool.',
        'Import the remaining active projects the week before cutover and check them with their owners.',
        'Update the field equipment list: tablets, chargers, cases and offline map areas.',
      ],
      { marker: '[ ]' },
    );
    d.heading('Phase 5: Close out');
    d.bullets(
      [
        'Keep the legacy tool read-only until every archived project has been imported and spot-checked.',
        'Store the final exports and mapping tables alongside the project records for traceability.',
        'Review the description library after the first month and merge duplicate or unused terms.',
        'Plan the end of legacy licences and support before the vendor support end date.',
      ],
      { marker: '[ ]' },
    );
    d.heading('Common pitfalls');
    d.table(
      ['Pitfall', 'How to avoid it'],
      [
        [
          'Mixed depth datums between projects',
          'Record the datum per project in the inventory and check it on import.',
        ],
        [
          'Lost layer descriptions in free text',
          'Compare ten random layers per project against the legacy PDF.',
        ],
        [
          'Report layouts drifting from the approved style',
          'Keep the printed examples from phase 1 and review side by side.',
        ],
        [
          'Field staff reverting to paper',
          'Make the tablet the only way samples reach the lab after cutover.',
        ],
      ],
      [0.42, 0.58],
    );
  },
};
