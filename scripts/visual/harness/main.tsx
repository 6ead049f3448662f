/**
 * The page `npm run test:visual` screenshots: the studio's own preview (ScreenPreview: the real
 * engine in an iframe under an OEM's skin, on data generated from the contract) of one landed
 * definition at a time, asked for through window.visualRender so a browser page draws many
 * screens without reloading. Each shot mounts a fresh preview, waits until the screen has
 * settled (no loading skeleton, fonts loaded, the same layout for a few frames), then fits the
 * frame's height to the screen so the screenshot holds all of it.
 */
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { isScreenHidden, preloadBlockRenderers, type Role } from '../../../src/engine/index.ts';
import { createI18n } from '../../../src/i18n/setup.ts';
import { screenRefusal } from '../../../src/shell/routes/screen-access.ts';
import { studioCheckContext } from '../../../src/studio/check/studio-check-context.ts';
import { addStudioTexts } from '../../../src/studio/i18n/studio-texts.ts';
import { previewDefinition } from '../../../src/studio/preview/preview-definition.ts';
import { PREVIEW_ROLES, previewUser } from '../../../src/studio/preview/preview-user.ts';
import { ScreenPreview } from '../../../src/studio/preview/ScreenPreview.tsx';
import { MAX_SHOT_HEIGHT, type ShotAnswer, type ShotRequest } from './protocol.ts';

// Imported through the build's definition plugin: references resolved, as the portal gets them
// (the preview's resolver takes resolved values as they are).
const DEFINITIONS = import.meta.glob<unknown>('../../../schemas/screens/*/*.json', { import: 'default' });
const OVERLAYS = import.meta.glob<unknown>('../../../oem-skins/*/screens/*.json', { import: 'default' });

// Animations and the caret would make two runs differ; the frame is written by the preview, so the rule goes in per shot.
const STILL_CSS = '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;scroll-behavior:auto!important}';
// A screen counts as drawn after this many animation frames without a change in layout.
const STABLE_FRAMES = 3;
const MAX_FRAMES = 600;

const ctx = studioCheckContext();
const i18n = createI18n();
addStudioTexts(i18n);
const container = document.getElementById('root')!;
container.style.width = '100%';
const root = createRoot(container);
let serial = 0;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function frameOf(key: string): HTMLIFrameElement | null {
  return document.querySelector<HTMLIFrameElement>(`[data-shot="${key}"] iframe`);
}

/** Frames until the shot's frame shows a screen with nothing loading and the same layout STABLE_FRAMES times. */
async function settled(key: string): Promise<void> {
  let last = '';
  let stable = 0;
  for (let i = 0; i < MAX_FRAMES; i++) {
    await nextFrame();
    const doc = frameOf(key)?.contentDocument;
    const body = doc?.body;
    if (!doc || !body?.firstElementChild) continue;
    if (!doc.getElementById('visual-still')) {
      const style = doc.createElement('style');
      style.id = 'visual-still';
      style.textContent = STILL_CSS;
      doc.head.append(style);
    }
    if (body.querySelector('.MuiSkeleton-root')) {
      stable = 0;
      continue;
    }
    await doc.fonts.ready;
    const signature = `${body.scrollHeight}x${body.scrollWidth}:${body.getElementsByTagName('*').length}:${body.textContent?.length ?? 0}`;
    if (signature === last) {
      if (++stable >= STABLE_FRAMES) return;
    } else {
      last = signature;
      stable = 0;
    }
  }
  throw new Error(`the screen ${key} did not settle in ${MAX_FRAMES} frames`);
}

function roleFor(definition: Parameters<typeof screenRefusal>[0], request: ShotRequest): Role {
  return PREVIEW_ROLES.find((role) => !screenRefusal(definition, previewUser(ctx, role, request.oem, request.language))) ?? PREVIEW_ROLES[0]!;
}

async function visualRender(request: ShotRequest): Promise<ShotAnswer> {
  const load = DEFINITIONS[`../../../schemas/screens/${request.area}/${request.screen}.json`];
  if (!load) throw new Error(`no definition schemas/screens/${request.area}/${request.screen}.json`);
  const loadOverlay = OVERLAYS[`../../../oem-skins/${request.oem}/screens/${request.screen}.json`];
  const [base, overlay] = await Promise.all([load(), loadOverlay?.()]);
  const definition = previewDefinition(ctx, base, overlay);
  const role = definition ? roleFor(definition, request) : 'admin';
  const notice = !definition ? 'unresolved reference' : isScreenHidden(definition) ? 'hidden in this OEM' : screenRefusal(definition, previewUser(ctx, role, request.oem, request.language)) ? 'refused to every preview role' : undefined;
  const key = `shot-${++serial}`;
  await i18n.changeLanguage(request.language);

  let height = 800;
  const draw = () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <div data-shot={key} key={key}>
          <ScreenPreview ctx={ctx} definition={definition} oem={request.oem} language={request.language} role={role} onHeld={() => undefined} height={height} />
        </div>
      </I18nextProvider>,
    );
  draw();
  await settled(key);
  // The frame grows to the screen; a screen whose layout follows the frame's height may move again, so measure until it holds.
  for (let i = 0; i < 4; i++) {
    const content = Math.min(MAX_SHOT_HEIGHT, Math.ceil(frameOf(key)!.contentDocument!.body.scrollHeight));
    if (content === height) break;
    height = content;
    draw();
    await settled(key);
  }
  return { key, role, height, ...(notice ? { notice } : {}) };
}

await preloadBlockRenderers();
window.visualRender = visualRender;
document.documentElement.dataset.visualReady = 'true';
