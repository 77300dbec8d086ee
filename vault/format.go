package vault

// IndexFormat is the version of the on-disk index this build writes and
// reads (an index of another format is refused and must be rebuilt), for
// `citecheck version` and bug reports.
func IndexFormat() int { return indexFormat }
