// A control's smallest size on a phone: 44 × 44 px, what a fingertip needs to hit it without
// hitting its neighbour. From `sm` up (a mouse, most likely) controls keep their compact size.
export const TOUCH_TARGET = "min-h-11 min-w-11 sm:min-h-0 sm:min-w-0";

/** For fields and selects, which are wide anyway: only the height. */
export const TOUCH_HEIGHT = "min-h-11 sm:min-h-0";
