// Download 1: a pocket field guide to describing soils consistently on the log.
export const soilDescriptions = {
  file: 'download-1',
  title: 'Field Guide to Soil Descriptions',
  subtitle:
    'A pocket reference for loggers: the order of terms, the strength and density tables, moisture words and the checks that keep descriptions consistent from one hole, and one logger, to the next.',
  build: (d) => {
    d.heading('Why a fixed order matters');
    d.paragraph(
      'A soil description is read by people who never saw the core: designers, reviewers, contractors and, years later, a lawyer. When every logger writes the terms in the same order and uses the same defined words, a reader can compare holes at a glance and a database can search them. The guide follows the structure shared by AS 1726, BS 5930 / ISO 14688 and ASTM D2488. Where your project specifies one standard, its definitions take precedence.',
    );
    d.heading('Order of terms');
    d.subheading('Fine-grained soils (clays and silts)');
    d.bullets([
      'Consistency (strength): very soft to hard.',
      'Colour: dominant colour first, then mottling or secondary colours.',
      'Structure: fissured, slickensided, laminated, blocky.',
      'Soil name: secondary components as adjectives, main component in capitals (sandy CLAY).',
      'Plasticity: low, medium or high.',
      'Moisture condition relative to the plastic limit.',
      'Additional observations: inclusions, odour, origin (fill, alluvium, residual).',
    ]);
    d.paragraph(
      'Example: Firm, brown mottled grey, fissured, sandy CLAY, high plasticity, moist (w ~ PL), residual.',
      { indent: 18 },
    );
    d.subheading('Coarse-grained soils (sands and gravels)');
    d.bullets([
      'Density: very loose to very dense, ideally backed by SPT or DCP results.',
      'Colour.',
      'Grading: well graded, poorly graded, uniform or gap graded.',
      'Particle shape and size range: subangular, fine to coarse.',
      'Soil name: gravelly SAND, silty GRAVEL.',
      'Moisture: dry, moist or wet.',
      'Additional observations and origin.',
    ]);
    d.paragraph(
      'Example: Medium dense, pale brown, well graded, subangular, gravelly SAND, fine to coarse, moist, alluvium.',
      { indent: 18 },
    );
    d.heading('Consistency of fine-grained soils');
    d.table(
      ['Term', 'Undrained shear strength (kPa)', 'Field guide'],
      [
        ['Very soft', '< 12', 'Exudes between the fingers when squeezed in the hand.'],
        ['Soft', '12 \u2013 25', 'Moulded by light finger pressure.'],
        ['Firm', '25 \u2013 50', 'Moulded by strong finger pressure.'],
        ['Stiff', '50 \u2013 100', 'Cannot be moulded by fingers; indented by thumb pressure.'],
        ['Very stiff', '100 \u2013 200', 'Indented by thumbnail.'],
        ['Hard', '> 200', 'Indented with difficulty by thumbnail.'],
      ],
      [0.2, 0.3, 0.5],
    );
    d.heading('Density of coarse-grained soils');
    d.table(
      ['Term', 'Density index (%)', 'SPT N (blows / 300 mm)'],
      [
        ['Very loose', '< 15', '0 \u2013 4'],
        ['Loose', '15 \u2013 35', '4 \u2013 10'],
        ['Medium dense', '35 \u2013 65', '10 \u2013 30'],
        ['Dense', '65 \u2013 85', '30 \u2013 50'],
        ['Very dense', '> 85', '> 50'],
      ],
      [0.3, 0.3, 0.4],
    );
    d.paragraph(
      'Density is a measured property. If no in-situ test was carried out, say so and describe the ease of excavation or penetration instead of guessing a density term.',
    );
    d.heading('Moisture condition');
    d.table(
      ['Soil type', 'Term', 'Description'],
      [
        ['Coarse', 'Dry', 'Looks and feels dry; particles run freely through the hand.'],
        ['Coarse', 'Moist', 'Feels cool and darkened in colour; particles tend to cohere.'],
        ['Coarse', 'Wet', 'Free water visible on the surface of the sample.'],
        ['Fine', 'w < PL', 'Dry of the plastic limit: hard, friable or powdery.'],
        ['Fine', 'w ~ PL', 'Near the plastic limit: can be moulded, no free water.'],
        ['Fine', 'w > PL', 'Wet of the plastic limit: weakened, free water forms on the hands.'],
      ],
      [0.18, 0.18, 0.64],
    );
    d.heading('Secondary components');
    d.table(
      ['Main soil', 'Trace', 'With', 'Prefix (e.g. sandy)'],
      [
        ['Coarse-grained, fines content', '<= 5 %', '5 \u2013 12 %', '> 12 %'],
        ['Coarse-grained, other coarse fraction', '<= 15 %', '15 \u2013 30 %', '> 30 %'],
        ['Fine-grained, coarse content', '<= 15 %', '15 \u2013 30 %', '> 30 %'],
      ],
      [0.4, 0.18, 0.2, 0.22],
    );
    d.heading('Particle sizes');
    d.table(
      ['Fraction', 'Size range (mm)', 'Subdivisions (mm)'],
      [
        ['Boulders', '> 200', ''],
        ['Cobbles', '63 \u2013 200', ''],
        [
          'Gravel',
          '2.36 \u2013 63',
          'fine 2.36 \u2013 6.7, medium 6.7 \u2013 19, coarse 19 \u2013 63',
        ],
        [
          'Sand',
          '0.075 \u2013 2.36',
          'fine 0.075 \u2013 0.21, medium 0.21 \u2013 0.6, coarse 0.6 \u2013 2.36',
        ],
        ['Silt and clay (fines)', '< 0.075', 'separated by plasticity, not by size, in the field'],
      ],
      [0.25, 0.25, 0.5],
    );
    d.paragraph(
      'ASTM D2487 places the gravel and sand boundary at 4.75 mm (No. 4 sieve). Check which boundary your project uses before you start, and set it once in the logging library so every logger uses the same one.',
    );
    d.heading('Plasticity and colour');
    d.bullets([
      'Plasticity from liquid limit: low (LL <= 35), medium (35 \u2013 50), high (> 50). In the field, judge it from the thread test: a high plasticity clay rolls to a thin thread that can be remoulded repeatedly.',
      'Describe colour on a fresh, moist surface in daylight. Use simple words (brown, grey, orange-brown) and add mottling as a second colour. Munsell codes are optional but must not replace the words.',
      'Record the colour of fill and its inclusions separately: brick, concrete, ash and organic matter all change what a designer assumes about the material.',
    ]);
    d.heading('Consistency checks before you leave the hole');
    d.bullets([
      'Does each layer description start with a strength or density term, and is it supported by a test result or a field guide observation?',
      'Does the soil name match the grading and plasticity you wrote down, and the group symbol if you use USCS?',
      'Are boundary depths, sample depths and test depths all referenced to the same datum?',
      'Is groundwater recorded with the time and the date of the reading, and whether drilling fluid was used?',
      'Would another logger, reading only your words, pick out the same layers in the core photographs?',
    ]);
  },
};
