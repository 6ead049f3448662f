/** Name and address parts for generated dealers, contacts and shoppers (all fictional). */

export const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Carlos', 'Karen',
  'Daniel', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Sandra', 'Mark', 'Ashley', 'Steven', 'Emily',
  'Andrew', 'Michelle', 'Kevin', 'Amanda', 'Brian', 'Melissa', 'Jose', 'Stephanie', 'Ryan', 'Rebecca',
  'Wei', 'Priya', 'Hiroshi', 'Aisha', 'Mohammed', 'Sofia', 'Luis', 'Camila', 'Olivier', 'Émilie',
  'Mathieu', 'Chloé', 'Jean-François', 'Geneviève', 'Gabriel', 'Léa', 'Nathan', 'Zoé', 'Ethan', 'Maya',
] as const;

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagné',
  'Chen', 'Wang', 'Patel', 'Kim', 'Singh', 'Tanaka', 'Okafor', 'Haddad', 'Novak', 'Kowalski',
] as const;

export const CONTACT_TITLES = [
  'General Manager',
  'Dealer Principal',
  'Sales Manager',
  'Internet Sales Manager',
  'Marketing Manager',
  'Business Development Manager',
  'Service Manager',
  'Controller',
] as const;

export const STREETS = [
  'Main St', 'Oak Ave', 'Maple Dr', 'Commerce Blvd', 'Auto Mall Dr', 'Industrial Pkwy', 'Lakeshore Rd',
  'Highland Ave', 'Market St', 'Park Ave', 'Cedar Ln', 'Riverside Dr', 'Broadway', 'Center St',
  'Washington Blvd', 'Elm St', 'Motor Pkwy', 'Sunset Blvd', 'Hillcrest Rd', 'Union Ave',
] as const;

/** RFC 2606 domains: generated addresses can never reach a real mailbox. */
export const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

/** Lower-case ASCII for e-mail local parts ("Émilie Côté" → "emilie.cote"). */
export function emailLocalPart(...parts: string[]): string {
  return parts
    .map((part) =>
      part
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ''),
    )
    .filter(Boolean)
    .join('.');
}
