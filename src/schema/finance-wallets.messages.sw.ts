/** Swahili of finance-wallets.messages.ts. */
export const WALLETS_MESSAGES_SW = {
  insufficient_wallet: 'Mkoba una KES %{balance}: kutoa KES %{amount} kungeufanya uwe chini ya sifuri',
  over_credit: 'Salio la mwanafunzi linaloweza kurejeshwa ni KES %{credit}: rejesho la KES %{amount} ni zaidi',
  own_request: 'Uliomba rejesho hili, kwa hivyo mtu mwingine lazima aliidhinishe',
  not_a_student: 'Hakuna mwanafunzi mwenye nambari %{id}',
};
