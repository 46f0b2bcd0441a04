import { z } from 'zod';
import { defineContentType } from './define';
import { date, html, image, json, order, pdf, symbol, symbols, text } from './fields';

// The resources area's content types: blog posts, FAQs, Geotech 101, newsletters, product updates
// and downloads.

export const blogType = defineContentType('blog', 'Blog post', 'title', {
  title: symbol(),
  blurb: text(),
  mainImage: image(),
  headerBannerImaage: image(),
  author: symbol(),
  date: date(),
  content2: html(),
  order: order(),
});

export const faqsType = defineContentType('faqs', 'FAQ', 'question', {
  question: symbol(),
  Answer2: html(),
  order: order(),
});

export const geotech101Type = defineContentType('geotech101', 'Geotech 101', 'question', {
  question: symbol(),
  answer: html(),
  order: order(),
});

// Contentful arrays hold only Symbols or links, and an email body is far longer than a Symbol,
// so `content` (a list of long texts) is declared as a JSON field holding the array.
export const newsletterType = defineContentType('newsletter', 'Newsletter', 'newsletterName', {
  newsletterName: symbol(),
  blurb: text(),
  image: image(),
  date: date(),
  content: json(z.array(z.string()).min(1, 'must hold the HTML email body')),
  order: order(),
});

export const productUpdatesType = defineContentType(
  'productUpdates',
  'Product update',
  'headline',
  {
    headline: symbol(),
    description: text(),
    releaseDate: date(),
    featurepoints: symbols(),
    order: order(),
  },
);

export const downloadsType = defineContentType('downloads', 'Download', 'heading', {
  heading: symbol(),
  blurb: text(),
  description: html(),
  image: image(),
  document: pdf(),
  order: order(),
});
