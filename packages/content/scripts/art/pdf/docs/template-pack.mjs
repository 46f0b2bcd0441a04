// Download 4: the borehole log report template pack and how to use it.
export const templatePack = {
  file: 'download-4',
  title: 'Borehole Log Report Template Pack',
  subtitle:
    'A set of ready-made report layouts for borehole logs, test pits, CPT soundings and lab summaries, with notes on what each template shows and how to adapt it to your company style.',
  build: (d) => {
    d.heading('What is in the pack');
    d.table(
      ['Template', 'Use it for', 'Page'],
      [
        [
          'Standard borehole log',
          'Cored or augered holes with SPT, samples and groundwater.',
          'A4 portrait',
        ],
        [
          'Borehole log with rock',
          'Holes that continue into rock: TCR, RQD, weathering and defects.',
          'A4 portrait',
        ],
        ['Test pit log', 'Excavated pits with a sketch panel and photographs.', 'A4 portrait'],
        [
          'CPT summary',
          'Cone resistance, sleeve friction and friction ratio with soil behaviour type.',
          'A4 portrait',
        ],
        [
          'Lab summary table',
          'Classification and strength results by hole and depth.',
          'A4 landscape',
        ],
        ['Site plan sheet', 'Borehole locations over the site plan with a legend.', 'A3 landscape'],
      ],
      [0.3, 0.5, 0.2],
    );
    d.heading('Anatomy of the standard log');
    d.subheading('Header block');
    d.bullets([
      'Project name and number, client, site location and the hole identifier.',
      'Coordinates with the coordinate system, ground level with its datum, and hole inclination.',
      'Drilling contractor, rig, method and diameter by depth range, and the start and finish dates.',
      'Logged by, checked by and the revision of the log.',
    ]);
    d.subheading('Columns, left to right');
    d.bullets([
      'Depth scale and reduced level.',
      'Drilling method and casing depth.',
      'Groundwater: strikes, standing levels and the date of each reading.',
      'Samples and in-situ tests: sample type and depth, SPT blow counts and N-value.',
      'Graphic log: the standard hatch pattern for each soil and rock type.',
      'Material description in the agreed order of terms, with layer boundaries.',
      'Lab results: moisture content, plasticity and grading where tested.',
    ]);
    d.subheading('Footer');
    d.bullets([
      'Legend of graphic patterns and sample symbols used on the sheet.',
      'Abbreviations and notes, such as the standard used for descriptions.',
      'Page number, company logo and report reference.',
    ]);
    d.heading('Adapting the templates');
    d.bullets([
      'Add your logo and colours once in the template settings; every log in the project updates.',
      'Hide columns you never use rather than deleting them, so they can return for projects that need them.',
      'Keep the depth scale consistent within a report (for example 1:50) so logs can be compared side by side.',
      'Change the hatch patterns only if your company standard requires it, and update the legend at the same time.',
      'Save your adapted layout as a company template so new projects start from it.',
    ]);
    d.heading('Output formats');
    d.table(
      ['Format', 'Best for'],
      [
        [
          'PDF',
          'Factual reports, appendices and client issue; vector output prints sharply at any scale.',
        ],
        ['AGS4', 'Data exchange with designers, other logging tools and asset owners.'],
        ['CSV', 'Quick analysis in a spreadsheet or a GIS.'],
        ['DXF', 'Placing borehole locations and sections in CAD drawings.'],
      ],
      [0.2, 0.8],
    );
    d.heading('Checks before issue');
    d.bullets([
      'Every log shows the checked-by name and the current revision.',
      'Ground levels and coordinates match the survey, and the datum is stated.',
      'Groundwater observations show dates and times, not only depths.',
      'Lab results on the log match the issued certificates.',
      'The legend covers every pattern and symbol that appears in the report.',
    ]);
  },
};
