import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

type Service = {
  build?: string;
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown> | string[];
  deploy?: { replicas?: number };
  command?: string;
};

const root = join(import.meta.dirname, '../..');
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const { services } = compose;

describe('docker-compose.yml', () => {
  it('describes PostgreSQL, web, worker, a load balancer and a mail catcher', () => {
    expect(Object.keys(services).sort()).toEqual(['mail', 'postgres', 'proxy', 'web', 'worker']);
    expect(services.postgres?.image).toMatch(/^postgres:/);
  });

  it.each(['web', 'worker'])(
    'builds %s from this repository and points it at the shared PostgreSQL and SMTP',
    (name) => {
      const service = services[name];

      expect(service?.build).toBe('.');
      expect(service?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(service?.environment?.SMTP_URL).toBe('smtp://mail:1025');
      expect(service?.environment?.SESSION_SECRET).toBeDefined();
      expect(service?.depends_on).toHaveProperty('postgres');
    },
  );

  it('runs several web instances and several workers, each in its own role', () => {
    expect(services.web?.environment?.ROLE).toBe('web');
    expect(services.worker?.environment?.ROLE).toBe('worker');
    expect(services.web?.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(services.worker?.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(services.proxy?.command).toContain('web:3000');
  });

  it('builds an image that installs Chromium and the PDF tools and serves the built app', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');

    expect(dockerfile).toMatch(/apt-get install[^\n]*chromium[^\n]*poppler-utils[^\n]*qpdf/);
    expect(dockerfile).toContain('RUN npm run build');
    expect(dockerfile).toContain('CMD ["npm", "run", "serve"]');
  });
});
