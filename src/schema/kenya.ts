/** A county of Kenya with its official code (First Schedule of the Constitution: 001 Mombasa ... 047 Nairobi). */
export interface County {
  readonly code: number;
  readonly name: string;
}

export interface Subcounty {
  readonly county_code: number;
  readonly name: string;
}

/**
 * The 47 counties and their subcounties, one per constituency (290 in all), as gazetted after the
 * 2012 boundary review. Kept as one comma-separated string per county so the table stays readable.
 */
const DATA: readonly (readonly [number, string, string])[] = [
  [1, 'Mombasa', 'Changamwe, Jomvu, Kisauni, Nyali, Likoni, Mvita'],
  [2, 'Kwale', 'Msambweni, Lungalunga, Matuga, Kinango'],
  [3, 'Kilifi', 'Kilifi North, Kilifi South, Kaloleni, Rabai, Ganze, Malindi, Magarini'],
  [4, 'Tana River', 'Garsen, Galole, Bura'],
  [5, 'Lamu', 'Lamu East, Lamu West'],
  [6, 'Taita-Taveta', 'Taveta, Wundanyi, Mwatate, Voi'],
  [7, 'Garissa', 'Garissa Township, Balambala, Lagdera, Dadaab, Fafi, Ijara'],
  [8, 'Wajir', 'Wajir North, Wajir East, Tarbaj, Wajir West, Eldas, Wajir South'],
  [9, 'Mandera', 'Mandera West, Banissa, Mandera North, Mandera South, Mandera East, Lafey'],
  [10, 'Marsabit', 'Moyale, North Horr, Saku, Laisamis'],
  [11, 'Isiolo', 'Isiolo North, Isiolo South'],
  [
    12,
    'Meru',
    'Igembe South, Igembe Central, Igembe North, Tigania West, Tigania East, North Imenti, Buuri, Central Imenti, South Imenti',
  ],
  [13, 'Tharaka-Nithi', "Maara, Chuka/Igambang'ombe, Tharaka"],
  [14, 'Embu', 'Manyatta, Runyenjes, Mbeere South, Mbeere North'],
  [
    15,
    'Kitui',
    'Mwingi North, Mwingi West, Mwingi Central, Kitui West, Kitui Rural, Kitui Central, Kitui East, Kitui South',
  ],
  [16, 'Machakos', 'Masinga, Yatta, Kangundo, Matungulu, Kathiani, Mavoko, Machakos Town, Mwala'],
  [17, 'Makueni', 'Mbooni, Kilome, Kaiti, Makueni, Kibwezi West, Kibwezi East'],
  [18, 'Nyandarua', 'Kinangop, Kipipiri, Ol Kalou, Ol Joro Orok, Ndaragwa'],
  [19, 'Nyeri', 'Tetu, Kieni, Mathira, Othaya, Mukurweini, Nyeri Town'],
  [20, 'Kirinyaga', 'Mwea, Gichugu, Ndia, Kirinyaga Central'],
  [21, "Murang'a", 'Kangema, Mathioya, Kiharu, Kigumo, Maragwa, Kandara, Gatanga'],
  [
    22,
    'Kiambu',
    'Gatundu South, Gatundu North, Juja, Thika Town, Ruiru, Githunguri, Kiambu, Kiambaa, Kabete, Kikuyu, Limuru, Lari',
  ],
  [23, 'Turkana', 'Turkana North, Turkana West, Turkana Central, Loima, Turkana South, Turkana East'],
  [24, 'West Pokot', 'Kapenguria, Sigor, Kacheliba, Pokot South'],
  [25, 'Samburu', 'Samburu West, Samburu North, Samburu East'],
  [26, 'Trans Nzoia', 'Kwanza, Endebess, Saboti, Kiminini, Cherangany'],
  [27, 'Uasin Gishu', 'Soy, Turbo, Moiben, Ainabkoi, Kapseret, Kesses'],
  [28, 'Elgeyo-Marakwet', 'Marakwet East, Marakwet West, Keiyo North, Keiyo South'],
  [29, 'Nandi', 'Tinderet, Aldai, Nandi Hills, Chesumei, Emgwen, Mosop'],
  [30, 'Baringo', 'Tiaty, Baringo North, Baringo Central, Baringo South, Mogotio, Eldama Ravine'],
  [31, 'Laikipia', 'Laikipia West, Laikipia East, Laikipia North'],
  [
    32,
    'Nakuru',
    'Molo, Njoro, Naivasha, Gilgil, Kuresoi South, Kuresoi North, Subukia, Rongai, Bahati, Nakuru Town West, Nakuru Town East',
  ],
  [33, 'Narok', 'Kilgoris, Emurua Dikirr, Narok North, Narok East, Narok South, Narok West'],
  [34, 'Kajiado', 'Kajiado North, Kajiado Central, Kajiado East, Kajiado West, Kajiado South'],
  [35, 'Kericho', 'Kipkelion East, Kipkelion West, Ainamoi, Bureti, Belgut, Sigowet/Soin'],
  [36, 'Bomet', 'Sotik, Chepalungu, Bomet East, Bomet Central, Konoin'],
  [
    37,
    'Kakamega',
    'Lugari, Likuyani, Malava, Lurambi, Navakholo, Mumias West, Mumias East, Matungu, Butere, Khwisero, Shinyalu, Ikolomani',
  ],
  [38, 'Vihiga', 'Vihiga, Sabatia, Hamisi, Luanda, Emuhaya'],
  [39, 'Bungoma', 'Mt. Elgon, Sirisia, Kabuchai, Bumula, Kanduyi, Webuye East, Webuye West, Kimilili, Tongaren'],
  [40, 'Busia', 'Teso North, Teso South, Nambale, Matayos, Butula, Funyula, Budalangi'],
  [41, 'Siaya', 'Ugenya, Ugunja, Alego Usonga, Gem, Bondo, Rarieda'],
  [42, 'Kisumu', 'Kisumu East, Kisumu West, Kisumu Central, Seme, Nyando, Muhoroni, Nyakach'],
  [43, 'Homa Bay', 'Kasipul, Kabondo Kasipul, Karachuonyo, Rangwe, Homa Bay Town, Ndhiwa, Suba North, Suba South'],
  [44, 'Migori', 'Rongo, Awendo, Suna East, Suna West, Uriri, Nyatike, Kuria West, Kuria East'],
  [
    45,
    'Kisii',
    'Bonchari, South Mugirango, Bomachoge Borabu, Bobasi, Bomachoge Chache, Nyaribari Masaba, Nyaribari Chache, Kitutu Chache North, Kitutu Chache South',
  ],
  [46, 'Nyamira', 'Kitutu Masaba, West Mugirango, North Mugirango, Borabu'],
  [
    47,
    'Nairobi',
    "Westlands, Dagoretti North, Dagoretti South, Lang'ata, Kibra, Roysambu, Kasarani, Ruaraka, Embakasi South, Embakasi North, Embakasi Central, Embakasi East, Embakasi West, Makadara, Kamukunji, Starehe, Mathare",
  ],
];

export const COUNTIES: readonly County[] = DATA.map(([code, name]) => ({ code, name }));

export const SUBCOUNTIES: readonly Subcounty[] = DATA.flatMap(([code, , list]) =>
  list.split(', ').map((name) => ({ county_code: code, name })),
);

/** The subcounties of one county, or all of them when no county is given. */
export function subcountiesOf(countyCode?: number): Subcounty[] {
  return SUBCOUNTIES.filter((s) => countyCode === undefined || s.county_code === countyCode);
}

/** County names, for the choice field on a student's record. */
export const COUNTY_NAMES: readonly string[] = COUNTIES.map((c) => c.name);

/** Every subcounty name (unique across the counties), for the choice field on a student's record. */
export const SUBCOUNTY_NAMES: readonly string[] = SUBCOUNTIES.map((s) => s.name);

/** The subcounties of each county, by county name: the choices offered once a county is chosen. */
export const SUBCOUNTIES_BY_COUNTY: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  COUNTIES.map((c) => [c.name, SUBCOUNTIES.filter((s) => s.county_code === c.code).map((s) => s.name)]),
);

/** Whether a subcounty belongs to the named county. */
export function isSubcountyOf(countyName: string, subcounty: string): boolean {
  const county = COUNTIES.find((c) => c.name === countyName);
  return county !== undefined && SUBCOUNTIES.some((s) => s.county_code === county.code && s.name === subcounty);
}
