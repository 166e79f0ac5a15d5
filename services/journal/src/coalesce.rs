//! Natural batching: requests that arrive while a batch is in flight go together in the next.
//!
//! Used where many concurrent requests each make the same small round trip to PostgreSQL
//! (issue 6, P1): the journal's appends (group commit, `append`) and the API's read-back of a
//! command's row. A request that finds the queue empty goes at once, so nothing waits on a
//! timer; under load, round trips, wake-ups and WAL flushes are shared.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, OnceLock};

use tokio::sync::{Mutex, mpsc, oneshot};

type BoxFuture<T> = Pin<Box<dyn Future<Output = T> + Send>>;
type Run<Req, Resp> = Arc<dyn Fn(Vec<Req>) -> BoxFuture<Vec<Resp>> + Send + Sync>;
type Queue<Req, Resp> = mpsc::UnboundedSender<(Req, oneshot::Sender<Resp>)>;

/// Runs requests in batches through `run`, which answers each batch in request order.
pub struct Coalescer<Req, Resp> {
    queue: OnceLock<Queue<Req, Resp>>,
    run: Run<Req, Resp>,
    max_batch: usize,
    in_flight: usize,
}

impl<Req, Resp> std::fmt::Debug for Coalescer<Req, Resp> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Coalescer")
            .field("max_batch", &self.max_batch)
            .field("in_flight", &self.in_flight)
            .finish_non_exhaustive()
    }
}

/// The batch's tasks stopped (the runtime is shutting down).
#[derive(Debug, Clone, Copy, thiserror::Error)]
#[error("the batching queue stopped")]
pub struct Stopped;

impl<Req: Send + 'static, Resp: Send + 'static> Coalescer<Req, Resp> {
    /// At most `max_batch` requests per batch and `in_flight` batches at once (while one is
    /// in flight, the next gathers and may start). `run` must return one response per
    /// request, in order; a missing one reads as `Stopped`.
    pub fn new<F, Fut>(max_batch: usize, in_flight: usize, run: F) -> Self
    where
        F: Fn(Vec<Req>) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Vec<Resp>> + Send + 'static,
    {
        Self {
            queue: OnceLock::new(),
            run: Arc::new(move |batch| Box::pin(run(batch))),
            max_batch: max_batch.max(1),
            in_flight: in_flight.max(1),
        }
    }

    /// Queues `request` and waits for its response. The tasks start on first use (so a
    /// coalescer can be built outside a runtime) and end when the coalescer is dropped.
    pub async fn call(&self, request: Req) -> Result<Resp, Stopped> {
        let queue = self.queue.get_or_init(|| self.start());
        let (reply, answer) = oneshot::channel();
        queue.send((request, reply)).map_err(|_| Stopped)?;
        answer.await.map_err(|_| Stopped)
    }

    fn start(&self) -> Queue<Req, Resp> {
        let (queue, receiver) = mpsc::unbounded_channel();
        let receiver = Arc::new(Mutex::new(receiver));
        for _ in 0..self.in_flight {
            let (run, receiver, max_batch) = (self.run.clone(), receiver.clone(), self.max_batch);
            tokio::spawn(async move {
                while let Some((requests, replies)) = next_batch(&receiver, max_batch).await {
                    for (response, reply) in run(requests).await.into_iter().zip(replies) {
                        let _ = reply.send(response);
                    }
                }
            });
        }
        queue
    }
}

/// Waits for the first request, then takes whatever else is already waiting.
async fn next_batch<Req, Resp>(
    receiver: &Mutex<mpsc::UnboundedReceiver<(Req, oneshot::Sender<Resp>)>>,
    max_batch: usize,
) -> Option<(Vec<Req>, Vec<oneshot::Sender<Resp>>)> {
    let mut receiver = receiver.lock().await;
    let mut batch = vec![receiver.recv().await?];
    while batch.len() < max_batch {
        match receiver.try_recv() {
            Ok(next) => batch.push(next),
            Err(_) => break,
        }
    }
    Some(batch.into_iter().unzip())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[tokio::test]
    async fn each_request_gets_its_own_answer_and_waiting_requests_share_a_batch() {
        let batches = Arc::new(AtomicUsize::new(0));
        let counted = batches.clone();
        let doubler = Arc::new(Coalescer::new(64, 1, move |numbers: Vec<u32>| {
            counted.fetch_add(1, Ordering::SeqCst);
            async move {
                // Long enough for the other requests to queue behind the first batch.
                tokio::time::sleep(std::time::Duration::from_millis(20)).await;
                numbers.into_iter().map(|n| n * 2).collect::<Vec<_>>()
            }
        }));
        let calls = (0..40u32).map(|n| {
            let doubler = doubler.clone();
            tokio::spawn(async move { (n, doubler.call(n).await.unwrap()) })
        });
        for call in futures_join(calls).await {
            let (n, doubled) = call;
            assert_eq!(doubled, n * 2);
        }
        let batches = batches.load(Ordering::SeqCst);
        assert!(
            (1..40).contains(&batches),
            "40 concurrent requests ran in {batches} batches"
        );
    }

    #[tokio::test]
    async fn a_lone_request_runs_at_once() {
        let coalescer = Coalescer::new(8, 1, |batch: Vec<u8>| async move { batch });
        assert_eq!(coalescer.call(7).await.unwrap(), 7);
        assert_eq!(coalescer.call(9).await.unwrap(), 9);
    }

    #[tokio::test]
    async fn a_missing_response_reads_as_stopped() {
        let coalescer = Coalescer::new(8, 1, |_: Vec<u8>| async move { Vec::<u8>::new() });
        assert!(coalescer.call(1).await.is_err());
    }

    async fn futures_join<T: Send + 'static>(
        handles: impl Iterator<Item = tokio::task::JoinHandle<T>>,
    ) -> Vec<T> {
        let mut out = Vec::new();
        for handle in handles.collect::<Vec<_>>() {
            out.push(handle.await.unwrap());
        }
        out
    }
}
