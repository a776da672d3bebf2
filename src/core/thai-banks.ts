/**
 * The Thai bank master list (shared/reference/thai-banks.md): what the sandbox serves as GET /v1/banks, and
 * what the CLI checks bank codes against when it must not ask the service (a dry run sends nothing).
 */
export const THAI_BANKS: ReadonlyArray<{bank_code: string; bank_number: string; name_th: string; fullname_th: string; name_en: string}> = [
  {bank_code: 'BBL', bank_number: '002', name_th: 'กรุงเทพ', fullname_th: 'ธนาคารกรุงเทพ จำกัด (มหาชน)', name_en: 'Bangkok Bank'},
  {bank_code: 'KBANK', bank_number: '004', name_th: 'กสิกรไทย', fullname_th: 'ธนาคารกสิกรไทย จำกัด (มหาชน)', name_en: 'Kasikornbank'},
  {bank_code: 'KTB', bank_number: '006', name_th: 'กรุงไทย', fullname_th: 'ธนาคารกรุงไทย จำกัด (มหาชน)', name_en: 'Krungthai Bank'},
  {bank_code: 'JPM', bank_number: '008', name_th: 'เจพีมอร์แกน เชส', fullname_th: 'ธนาคารเจพีมอร์แกน เชส', name_en: 'JPMorgan Chase Bank, N.A.'},
  {bank_code: 'MUFG', bank_number: '010', name_th: 'เอ็มยูเอฟจี', fullname_th: 'ธนาคาร เอ็มยูเอฟจี จำกัด', name_en: 'MUFG Bank'},
  {bank_code: 'TTB', bank_number: '011', name_th: 'ทหารไทยธนชาต', fullname_th: 'ธนาคารทหารไทยธนชาต จำกัด (มหาชน)', name_en: 'TMBThanachart Bank'},
  {bank_code: 'SCB', bank_number: '014', name_th: 'ไทยพาณิชย์', fullname_th: 'ธนาคารไทยพาณิชย์ จำกัด (มหาชน)', name_en: 'Siam Commercial Bank'},
  {bank_code: 'CITI', bank_number: '017', name_th: 'ซิตี้แบงก์', fullname_th: 'ธนาคารซิตี้แบงก์ เอ็น.เอ.', name_en: 'Citibank, N.A.'},
  {bank_code: 'SMBC', bank_number: '018', name_th: 'ซูมิโตโม มิตซุย แบงกิ้ง', fullname_th: 'ธนาคารซูมิโตโม มิตซุย แบงกิ้ง คอร์ปอเรชั่น', name_en: 'Sumitomo Mitsui Banking Corporation'},
  {bank_code: 'SCBT', bank_number: '020', name_th: 'สแตนดาร์ดชาร์เตอร์ด (ไทย)', fullname_th: 'ธนาคารสแตนดาร์ดชาร์เตอร์ด (ไทย) จำกัด (มหาชน)', name_en: 'Standard Chartered Bank (Thai)'},
  {bank_code: 'CIMBT', bank_number: '022', name_th: 'ซีไอเอ็มบี ไทย', fullname_th: 'ธนาคาร ซีไอเอ็มบี ไทย จำกัด (มหาชน)', name_en: 'CIMB Thai Bank'},
  {bank_code: 'UOBT', bank_number: '024', name_th: 'ยูโอบี', fullname_th: 'ธนาคารยูโอบี จำกัด (มหาชน)', name_en: 'United Overseas Bank (Thai)'},
  {bank_code: 'BAY', bank_number: '025', name_th: 'กรุงศรีอยุธยา', fullname_th: 'ธนาคารกรุงศรีอยุธยา จำกัด (มหาชน)', name_en: 'Bank of Ayudhya (Krungsri)'},
  {bank_code: 'MEGA', bank_number: '026', name_th: 'เมกะ สากลพาณิชย์', fullname_th: 'ธนาคารเมกะ สากลพาณิชย์ จำกัด (มหาชน)', name_en: 'Mega International Commercial Bank'},
  {bank_code: 'BOA', bank_number: '027', name_th: 'แห่งอเมริกา', fullname_th: 'ธนาคารแห่งอเมริกา เนชั่นแนล แอสโซซิเอชั่น', name_en: 'Bank of America, N.A.'},
  {bank_code: 'CACIB', bank_number: '028', name_th: 'เครดิต อากริกอล', fullname_th: 'ธนาคารเครดิต อะกริกอล คอร์ปอเรทแอนด์อินเวสเมนท์แบงก์', name_en: 'Crédit Agricole CIB'},
  {bank_code: 'GSB', bank_number: '030', name_th: 'ออมสิน', fullname_th: 'ธนาคารออมสิน', name_en: 'Government Savings Bank'},
  {bank_code: 'HSBC', bank_number: '031', name_th: 'เอชเอสบีซี', fullname_th: 'ธนาคารฮ่องกงและเซี่ยงไฮ้แบงกิ้งคอร์ปอเรชั่น จำกัด', name_en: 'The Hongkong and Shanghai Banking Corporation'},
  {bank_code: 'DB', bank_number: '032', name_th: 'ดอยซ์แบงก์', fullname_th: 'ธนาคารดอยซ์แบงก์', name_en: 'Deutsche Bank AG'},
  {bank_code: 'GHB', bank_number: '033', name_th: 'อาคารสงเคราะห์', fullname_th: 'ธนาคารอาคารสงเคราะห์', name_en: 'Government Housing Bank'},
  {bank_code: 'BAAC', bank_number: '034', name_th: 'ธ.ก.ส.', fullname_th: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', name_en: 'Bank for Agriculture and Agricultural Cooperatives'},
  {bank_code: 'EXIM', bank_number: '035', name_th: 'ธสน.', fullname_th: 'ธนาคารเพื่อการส่งออกและนำเข้าแห่งประเทศไทย', name_en: 'Export-Import Bank of Thailand'},
  {bank_code: 'MHCB', bank_number: '039', name_th: 'มิซูโฮ', fullname_th: 'ธนาคารมิซูโฮ จำกัด', name_en: 'Mizuho Bank'},
  {bank_code: 'BNP', bank_number: '045', name_th: 'บีเอ็นพี พารีบาส์', fullname_th: 'ธนาคารบีเอ็นพี พารีบาส์', name_en: 'BNP Paribas'},
  {bank_code: 'BOC', bank_number: '052', name_th: 'แห่งประเทศจีน (ไทย)', fullname_th: 'ธนาคารแห่งประเทศจีน (ไทย) จำกัด (มหาชน)', name_en: 'Bank of China (Thai)'},
  {bank_code: 'IBANK', bank_number: '066', name_th: 'อิสลามแห่งประเทศไทย', fullname_th: 'ธนาคารอิสลามแห่งประเทศไทย', name_en: 'Islamic Bank of Thailand'},
  {bank_code: 'TISCO', bank_number: '067', name_th: 'ทิสโก้', fullname_th: 'ธนาคารทิสโก้ จำกัด (มหาชน)', name_en: 'TISCO Bank'},
  {bank_code: 'KKP', bank_number: '069', name_th: 'เกียรตินาคินภัทร', fullname_th: 'ธนาคารเกียรตินาคินภัทร จำกัด (มหาชน)', name_en: 'Kiatnakin Phatra Bank'},
  {bank_code: 'ICBCT', bank_number: '070', name_th: 'ไอซีบีซี (ไทย)', fullname_th: 'ธนาคารไอซีบีซี (ไทย) จำกัด (มหาชน)', name_en: 'Industrial and Commercial Bank of China (Thai)'},
  {bank_code: 'TCRB', bank_number: '071', name_th: 'ไทยเครดิต', fullname_th: 'ธนาคารไทยเครดิต จำกัด (มหาชน)', name_en: 'Thai Credit Bank'},
  {bank_code: 'LHBANK', bank_number: '073', name_th: 'แลนด์ แอนด์ เฮ้าส์', fullname_th: 'ธนาคารแลนด์ แอนด์ เฮ้าส์ จำกัด (มหาชน)', name_en: 'Land and Houses Bank'},
  {bank_code: 'SME', bank_number: '098', name_th: 'ธพว.', fullname_th: 'ธนาคารพัฒนาวิสาหกิจขนาดกลางและขนาดย่อมแห่งประเทศไทย', name_en: 'SME Development Bank of Thailand'},
]

/** The list in the shape of GET /v1/banks: an object keyed by bank_code. */
export function thaiBankList(): Record<string, (typeof THAI_BANKS)[number]> {
  return Object.fromEntries(THAI_BANKS.map((bank) => [bank.bank_code, bank]))
}
