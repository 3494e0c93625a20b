import sanitizeHtml from 'sanitize-html';

/**
 * Descriptions (hotels, flights, fares, articles) are rich text from the editor; they are shown
 * as HTML, so they are cleaned before they are stored and again when served: common formatting stays, scripts, event handlers, style
 * attributes and javascript:/data: URLs go (architecture.md: rich text).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'blockquote', 'img'],
  allowedAttributes: {
    a: ['href', { name: 'target', multiple: false, values: ['_blank', '_self'] }, 'rel'],
    img: ['src', 'alt'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // A link opening a new tab must not hand the opener to the linked page.
  transformTags: {
    a: (tagName, attribs) => (attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs }),
  },
};

export const sanitizeDescription = (html: string | undefined) => (html ? sanitizeHtml(html, OPTIONS).trim() : '');
