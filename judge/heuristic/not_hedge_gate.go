package heuristic

// notHedgeGate: each phrase of notHedges holds "general" or "subject to"
// (TestNotHedgeGate). withoutNotHedges reads every clause of every
// sentence, and each phrase it removes was a scan of the clause even
// where none is (strings.ReplaceAll counts first); a clause holding
// neither word holds none of them, and nothing is removed from it.
var notHedgeGate = []string{"general", "subject to"}
