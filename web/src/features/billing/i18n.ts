// The billing screens speak from the billing namespace and also use "{{count}} credits"
// (account:menu.credits) and the error messages (errors:*): loading all three together
// keeps those keys from showing raw on a screen that is the first to need them.
export const billingNamespaces = ['billing', 'account', 'errors'] as const;
