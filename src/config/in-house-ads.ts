import type { AdObject } from './ads';

// A module of its own, read by the server only: the slot hands the list down as data, so the
// ad code in the browser does not carry it.
/** The five in-house ads shown to visitors who block third-party ads. */
export const IN_HOUSE_ADS: readonly AdObject[] = [
  {
    name: 'scaffoldhub',
    link: 'https://scaffoldhub.io/?partner=1',
    img: '/static/ads/scaffoldhub.svg',
    description: 'Generate a full-stack app around your data model, with MUI screens ready to edit.',
    poweredby: '',
    label: 'in-house-scaffoldhub',
  },
  {
    name: 'templates',
    link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-templates',
    img: '/static/ads/templates.svg',
    description: 'Start from a finished admin or landing page template and ship sooner.',
    poweredby: '',
    label: 'in-house-templates',
  },
  {
    name: 'themes',
    link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-themes',
    img: '/static/ads/themes.svg',
    description: 'Give your app a new look with a premium theme built on the same components.',
    poweredby: '',
    label: 'in-house-themes',
  },
  {
    name: 'enterprise-support',
    link: 'https://mui.com/pricing/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-support',
    img: '/static/ads/enterprise-support.svg',
    description: 'Get answers from the maintainers with guaranteed response times for your team.',
    poweredby: '',
    label: 'in-house-enterprise-support',
  },
  {
    name: 'design-kits',
    link: 'https://mui.com/design-kits/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-design-kits',
    img: '/static/ads/design-kit.svg',
    description: 'Design with the components in Figma before a line of code is written.',
    poweredby: '',
    label: 'in-house-design-kits',
  },
];
