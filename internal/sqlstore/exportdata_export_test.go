package sqlstore

// ExportCoverage lists the tables a data export holds (with the files that hold them)
// and those it leaves out, with the reason.
func ExportCoverage() (exported map[string][]string, excluded map[string]string) {
	exported = map[string][]string{}
	for _, s := range exportSections {
		for _, t := range s.tables {
			exported[t] = append(exported[t], s.file)
		}
	}
	return exported, exportExcluded
}
