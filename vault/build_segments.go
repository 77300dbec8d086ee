package vault

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/index/scorch"
	"github.com/blevesearch/bleve/v2/index/scorch/mergeplan"
)

// How a build lays out its bleve segments. Scorch's own merge planner
// merges in tiers of ten while documents arrive, so how often a record is
// rewritten depends on how many came before it and on how fast the
// merger kept up: ten times the chunks was one more tier, and the 1M build
// spent 43% more merge CPU per chunk than the 100k one (BENCHMARKS.md,
// "Build CPU per chunk from 100k to 1M"). The build therefore writes
// segments of a fixed size and merges them in groups of a fixed size, as
// each group completes, and the remainder at the end: every record is
// written twice (its batch's segment, then its group's), whatever the
// Vault's size.

// segmentLayout is the size of a built index's batches and merge groups.
type segmentLayout struct {
	// batch is the number of bleve records (chunks and document records)
	// per batch, hence per segment before the merge. Larger batches cost
	// less CPU per record (a batch's term dictionary is built and sorted
	// once) but hold more analysed text: 5,000 records add about 110 MB
	// to a build's peak over 1,000.
	batch int
	// group is the number of batch segments merged into one (at least
	// 3): 1M chunks leave 22 segments of 50,000 records.
	group int
}

// buildLayout is the layout of every built index; tests shrink it to
// make many segments out of a small Vault.
var buildLayout = segmentLayout{batch: 5000, group: 10}

// config is scorch's configuration while the build writes an index:
// the live merge plan, which merges the batch segments in full groups of
// l.group, oldest first, and nothing else. The planner merges only while
// the index has more segments than a tier budget allows; with tiers of
// l.group-2 segments growing by l.group, that is exactly when l.group
// batch segments wait, so a group is merged as soon as it is complete
// (its inputs unmapped: holding every batch segment to the end held a GB
// of mapped pages at 1M chunks) and never in part. A segment is eligible
// only below half of MaxSegmentSize, so a merged group is never merged
// again. The plan is not stored with the index; an index opened
// read-only does not merge.
func (l segmentLayout) config() map[string]interface{} {
	return map[string]interface{}{
		"scorchMergePlanOptions": map[string]interface{}{
			"MaxSegmentsPerTier":   l.group - 2,
			"SegmentsPerMergeTask": l.group,
			"TierGrowth":           float64(l.group),
			"MaxSegmentSize":       l.group*l.batch + 1,
			"FloorSegmentSize":     l.batch,
		},
	}
}

// mergePlan is the plan of the merge at the end: the batch segments no
// full group took (fewer than l.group, the last one smaller), in one
// segment. A tier of one segment makes the planner's budget smaller than
// any segment count, so it merges every eligible segment: a floor far
// above any segment's size puts them all in one tier of one (the same
// device as bleve's SingleSegmentMergePlanOptions).
func (l segmentLayout) mergePlan() *mergeplan.MergePlanOptions {
	o := mergeplan.DefaultMergePlanOptions
	o.MaxSegmentsPerTier = 1
	o.SegmentsPerMergeTask = l.group
	o.MaxSegmentSize = int64(l.group*l.batch) + 1
	o.FloorSegmentSize = 1 << 30
	return &o
}

// mergeBuiltSegments runs the end-of-build merge. Every batch has been
// persisted when Batch returned (scorch waits for it unless unsafe_batch
// is set), so the plan sees every segment; a group the live merger has
// not reached yet is taken first, as it would have been. ForceMerge returns once the
// merged segments are in the index's snapshot, not once that snapshot is
// persisted: closing then could leave root.bolt naming the batch segments
// and the merged files beside them, unused. One more batch (deleting an
// internal key that does not exist, so nothing is stored) returns only
// when a snapshot at least as new is persisted, merges included.
func (l segmentLayout) mergeBuiltSegments(b bleve.Index) error {
	adv, err := b.Advanced()
	if err != nil {
		return err
	}
	s, ok := adv.(*scorch.Scorch)
	if !ok {
		return fmt.Errorf("index is %T, not scorch", adv)
	}
	if err := s.ForceMerge(context.Background(), l.mergePlan()); err != nil {
		return err
	}
	return b.DeleteInternal([]byte("citecheck-build-merged"))
}

// segmentFiles returns the segment files the index's current snapshot
// holds (their base names). Taken after the merge's snapshot is
// persisted, it is what root.bolt names.
func segmentFiles(b bleve.Index) (map[string]bool, error) {
	adv, err := b.Advanced()
	if err != nil {
		return nil, err
	}
	r, err := adv.Reader()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	snap, ok := r.(*scorch.IndexSnapshot)
	if !ok {
		return nil, fmt.Errorf("index reader is %T, not a scorch snapshot", r)
	}
	keep := map[string]bool{}
	for _, ss := range snap.Segments() {
		p, ok := ss.Segment().(interface{ Path() string }) // segment.PersistedSegment
		if !ok {
			return nil, fmt.Errorf("segment %T is not persisted", ss.Segment())
		}
		keep[filepath.Base(p.Path())] = true
	}
	return keep, nil
}

// removeSegmentFilesExcept deletes the segment files of a closed index's
// store folder that keep does not name: the merge's inputs, which scorch
// deletes only once its persister next waits, and a Close can come first.
func removeSegmentFilesExcept(store string, keep map[string]bool) error {
	files, err := filepath.Glob(filepath.Join(store, "*.zap"))
	if err != nil {
		return err
	}
	for _, f := range files {
		if !keep[filepath.Base(f)] {
			if err := os.Remove(f); err != nil {
				return err
			}
		}
	}
	return nil
}
