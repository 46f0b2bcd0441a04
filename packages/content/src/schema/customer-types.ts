import { defineContentType } from './define';
import { image, order, symbol, text } from './fields';

// The customers the site shows: client logos and testimonials.

export const clientsType = defineContentType('clients', 'Client', 'clientName', {
  clientName: symbol(),
  logo: image(),
  order: order(),
});

export const testimonialsType = defineContentType('testimonials', 'Testimonial', 'company', {
  company: symbol(),
  headline: symbol(),
  content: text(),
  from: symbol(),
  role: symbol(),
  companyLogo: image(),
  link: symbol(),
  order: order(),
});
