// The sign-up rules the register form states beside its fields before anything is sent. Plain
// numbers, not the contract's: importing the shared schemas would load zod with the auth page
// (username-rule.test.ts checks they agree with the contract).

/** The username's length (its characters: letters, numbers, dots, underscores and hyphens). */
export const USERNAME_RULE = { min: 3, max: 30 } as const;

/** The password's shortest length (docs/product-spec.md §5, Registration). */
export const PASSWORD_MIN = 6;
