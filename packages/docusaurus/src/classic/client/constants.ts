export const DEFAULT_PLUGIN_ID = 'default';
export const INTERNAL_LINK_CHECK_OPT_OUT_ATTRIBUTE = 'data-noBrokenLinkCheck';
