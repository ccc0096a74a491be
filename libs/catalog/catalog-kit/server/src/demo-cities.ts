/** The places of the demo world, shared by the people and events seeders: cities, zones, currencies, venues. */

export interface CityData {
  key: string;
  city: string;
  region: string | null;
  countryCode: string;
  timezone: string;
  currency: string;
  venues: ReadonlyArray<{ name: string; address: string }>;
}

export const CITIES: readonly CityData[] = [
  {
    key: 'london',
    city: 'London',
    region: null,
    countryCode: 'GB',
    timezone: 'Europe/London',
    currency: 'GBP',
    venues: [
      { name: 'The Lamplight Rooms', address: '14 Gower Mews, Bloomsbury, WC1E 6HA' },
      { name: 'Southbank Reading Hall', address: '3 Belvedere Walk, SE1 8XX' },
    ],
  },
  {
    key: 'manchester',
    city: 'Manchester',
    region: null,
    countryCode: 'GB',
    timezone: 'Europe/London',
    currency: 'GBP',
    venues: [{ name: 'The Mill Library Loft', address: '27 Ancoats Street, M4 6DE' }],
  },
  {
    key: 'edinburgh',
    city: 'Edinburgh',
    region: 'Scotland',
    countryCode: 'GB',
    timezone: 'Europe/London',
    currency: 'GBP',
    venues: [{ name: 'Old Town Assembly Rooms', address: '54 Candlemaker Row, EH1 2QE' }],
  },
  {
    key: 'new-york',
    city: 'New York',
    region: 'NY',
    countryCode: 'US',
    timezone: 'America/New_York',
    currency: 'USD',
    venues: [
      { name: 'Hudson Street Book Hall', address: '212 Hudson Street, New York, NY 10013' },
      { name: 'The Brooklyn Foundry', address: '88 Water Street, Brooklyn, NY 11201' },
    ],
  },
  {
    key: 'chicago',
    city: 'Chicago',
    region: 'IL',
    countryCode: 'US',
    timezone: 'America/Chicago',
    currency: 'USD',
    venues: [{ name: 'Lakeshore Literary Center', address: '401 N Wabash Avenue, Chicago, IL 60611' }],
  },
  {
    key: 'austin',
    city: 'Austin',
    region: 'TX',
    countryCode: 'US',
    timezone: 'America/Chicago',
    currency: 'USD',
    venues: [{ name: 'The Live Oak Pavilion', address: '1100 E 5th Street, Austin, TX 78702' }],
  },
  {
    key: 'los-angeles',
    city: 'Los Angeles',
    region: 'CA',
    countryCode: 'US',
    timezone: 'America/Los_Angeles',
    currency: 'USD',
    venues: [{ name: 'Sunset Stacks Ballroom', address: '6250 Sunset Boulevard, Los Angeles, CA 90028' }],
  },
  {
    key: 'seattle',
    city: 'Seattle',
    region: 'WA',
    countryCode: 'US',
    timezone: 'America/Los_Angeles',
    currency: 'USD',
    venues: [{ name: 'Pier 9 Book Loft', address: '1900 Alaskan Way, Seattle, WA 98101' }],
  },
  {
    key: 'nashville',
    city: 'Nashville',
    region: 'TN',
    countryCode: 'US',
    timezone: 'America/Chicago',
    currency: 'USD',
    venues: [{ name: 'The Songbird Hall', address: '318 Broadway, Nashville, TN 37201' }],
  },
  {
    key: 'toronto',
    city: 'Toronto',
    region: 'ON',
    countryCode: 'CA',
    timezone: 'America/Toronto',
    currency: 'CAD',
    venues: [{ name: 'Distillery Reading Room', address: '55 Mill Street, Toronto, ON M5A 3C4' }],
  },
  {
    key: 'vancouver',
    city: 'Vancouver',
    region: 'BC',
    countryCode: 'CA',
    timezone: 'America/Vancouver',
    currency: 'CAD',
    venues: [{ name: 'Granville Island Story House', address: '1661 Duranleau Street, Vancouver, BC V6H 3S3' }],
  },
  {
    key: 'sydney',
    city: 'Sydney',
    region: 'NSW',
    countryCode: 'AU',
    timezone: 'Australia/Sydney',
    currency: 'AUD',
    venues: [{ name: 'Harbour Lights Hall', address: '2 Hickson Road, The Rocks NSW 2000' }],
  },
  {
    key: 'melbourne',
    city: 'Melbourne',
    region: 'VIC',
    countryCode: 'AU',
    timezone: 'Australia/Melbourne',
    currency: 'AUD',
    venues: [{ name: 'The Laneway Library', address: '19 Degraves Street, Melbourne VIC 3000' }],
  },
  {
    key: 'dublin',
    city: 'Dublin',
    region: null,
    countryCode: 'IE',
    timezone: 'Europe/Dublin',
    currency: 'EUR',
    venues: [{ name: 'Liffey Quay Reading Rooms', address: '7 Ormond Quay Upper, Dublin 7' }],
  },
  {
    key: 'amsterdam',
    city: 'Amsterdam',
    region: null,
    countryCode: 'NL',
    timezone: 'Europe/Amsterdam',
    currency: 'EUR',
    venues: [{ name: 'De Boekenzolder', address: 'Prinsengracht 263, 1016 GV Amsterdam' }],
  },
  {
    key: 'berlin',
    city: 'Berlin',
    region: null,
    countryCode: 'DE',
    timezone: 'Europe/Berlin',
    currency: 'EUR',
    venues: [{ name: 'Kulturhaus am Kanal', address: 'Paul-Lincke-Ufer 21, 10999 Berlin' }],
  },
];
