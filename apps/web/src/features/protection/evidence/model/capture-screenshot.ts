/**
 * One still image of a screen, window or tab the person picks (spec §2.4 Screenshot, through
 * getDisplayMedia): the first frame is drawn to a canvas and the capture is stopped at once.
 */
export async function captureScreenshot(): Promise<Blob> {
  const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
  try {
    const video = document.createElement('video');
    video.muted = true;
    video.srcObject = stream;
    await video.play();
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('empty capture'))),
        'image/png',
      );
    });
  } finally {
    for (const track of stream.getTracks()) track.stop();
  }
}
