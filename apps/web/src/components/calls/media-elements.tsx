import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

/** Plays one MediaStreamTrack in a <video>; the element keeps its stream when the track is swapped. */
export function TrackVideo({
  track,
  label,
  mirror = false,
  fit = 'cover',
  className,
}: {
  track: MediaStreamTrack;
  label: string;
  /** Our own camera is shown as in a mirror. */
  mirror?: boolean;
  fit?: 'cover' | 'contain';
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = new MediaStream([track]);
    void video.play().catch(() => undefined); // autoplay below starts it when play() may not
    return () => {
      video.srcObject = null;
    };
  }, [track]);
  return (
    <video
      ref={ref}
      aria-label={label}
      autoPlay
      playsInline
      muted
      className={cn(
        'size-full bg-black',
        fit === 'cover' ? 'object-cover' : 'object-contain',
        mirror && '-scale-x-100',
        className,
      )}
    />
  );
}

/** The other person's voice. Hidden: an <audio> element plays it whatever the layout shows. */
export function TrackAudio({ track }: { track: MediaStreamTrack }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    audio.srcObject = new MediaStream([track]);
    void audio.play().catch(() => undefined);
    return () => {
      audio.srcObject = null;
    };
  }, [track]);
  // biome-ignore lint/a11y/useMediaCaption: a live call's voice has no captions to offer
  return <audio ref={ref} autoPlay className="hidden" />;
}
