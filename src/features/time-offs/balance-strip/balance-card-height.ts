// The balance cards' height in the common case (the vacation terms on two lines, a lapsing line): the
// skeleton holds it and no card is shorter, so the tabs below stay put when the balance arrives.
export const BALANCE_CARD_MIN_HEIGHT = 222;
