import { Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { UploadQueueList } from '@/components/media/upload-queue-list';
import { buttonClass } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/upload-progress';
import type { UploadItem, UploadQueue } from '@/entities/media';
import { Code, DsSection, Example } from './ds-section';

/** The sample upload's pace: a step every tick, until 100%. */
const TICK_MS = 250;
const STEP_PERCENT = 5;

/** A single upload that moves on its own once started, so the bar can be watched. */
function SimulatedUpload() {
  const [percent, setPercent] = useState<number | null>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setPercent((now) => Math.min(100, (now ?? 0) + STEP_PERCENT)), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (percent === 100) setRunning(false);
  }, [percent]);

  if (!running && percent === null)
    return (
      <button
        type="button"
        className={buttonClass('secondary', 'sm', 'self-start')}
        onClick={() => setRunning(true)}
      >
        <Upload aria-hidden className="size-4" />
        Start a sample upload
      </button>
    );
  return (
    <div className="flex flex-col gap-2">
      <UploadProgress
        label="Uploading bassline.wav"
        percent={percent}
        onCancel={() => {
          setRunning(false);
          setPercent(null);
        }}
      />
      {percent === 100 ? <p className="text-xs text-emerald-300">Uploaded.</p> : null}
    </div>
  );
}

const sampleFile = (name: string, type: string, kilobytes: number) =>
  new File([new Uint8Array(kilobytes * 1024)], name, { type });

function sampleItems(): UploadItem[] {
  const base = { error: null, canRetry: true, media: null };
  return [
    {
      ...base,
      id: 'sample-1',
      file: sampleFile('verse-two.wav', 'audio/wav', 820),
      status: 'uploading',
      fraction: 0.42,
    },
    {
      ...base,
      id: 'sample-2',
      file: sampleFile('session-photo.jpg', 'image/jpeg', 240),
      status: 'waiting',
      fraction: null,
    },
    {
      ...base,
      id: 'sample-3',
      file: sampleFile('bridge-take.mp3', 'audio/mpeg', 96),
      status: 'done',
      fraction: 1,
    },
    {
      ...base,
      id: 'sample-4',
      file: sampleFile('rehearsal.mov', 'video/quicktime', 64),
      status: 'failed',
      fraction: null,
      error: 'The upload failed. Please try again.',
    },
  ];
}

/** The library's upload list, driven by sample items instead of real uploads. */
function SampleUploadQueue() {
  const [items, setItems] = useState(sampleItems);
  const remove = (id: string) => setItems((list) => list.filter((item) => item.id !== id));
  const queue: UploadQueue = {
    items,
    add: () => {},
    cancel: remove,
    retry: (id) =>
      setItems((list) =>
        list.map((item) => (item.id === id ? { ...item, status: 'waiting', error: null } : item)),
      ),
    dismiss: remove,
    clearFinished: () => setItems((list) => list.filter((item) => item.status !== 'done')),
    busy: items.some((item) => item.status === 'waiting' || item.status === 'uploading'),
  };
  if (items.length === 0)
    return (
      <button
        type="button"
        className={buttonClass('ghost', 'sm', 'self-start')}
        onClick={() => setItems(sampleItems())}
      >
        Show the sample uploads again
      </button>
    );
  return <UploadQueueList queue={queue} />;
}

export function UploadProgressSection() {
  return (
    <DsSection
      id="upload-progress"
      title="Upload progress"
      usage={
        <>
          <Code>UploadProgress</Code> is one upload's bar, percentage and Cancel (covers and pictures); the
          library's <Code>UploadQueueList</Code> shows many files, each waiting, uploading, done or failed.
        </>
      }
    >
      <div className="flex flex-col gap-8">
        <Example label="One upload">
          <SimulatedUpload />
        </Example>
        <Example label="Upload list">
          <SampleUploadQueue />
        </Example>
      </div>
    </DsSection>
  );
}
