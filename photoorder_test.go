package amora

import "testing"

func TestCheckPhotoOrder(t *testing.T) {
	own := []int64{4, 7, 9}
	for _, tc := range []struct {
		ids []int64
		ok  bool
	}{
		{[]int64{9, 4, 7}, true},
		{[]int64{4, 7, 9}, true},
		{[]int64{9, 4}, false},       // one left out
		{[]int64{9, 4, 7, 8}, false}, // one too many
		{[]int64{9, 4, 4}, false},    // twice
		{[]int64{9, 4, 8}, false},    // someone else's
		{nil, false},
	} {
		err := CheckPhotoOrder(own, tc.ids)
		if (err == nil) != tc.ok {
			t.Errorf("CheckPhotoOrder(%v) = %v, want ok %v", tc.ids, err, tc.ok)
		}
		if err != nil && (ErrorKey(err) != "photoOrderInvalid" || ErrorCode(err) != EINVALID) {
			t.Errorf("CheckPhotoOrder(%v) = %v", tc.ids, err)
		}
	}
	if err := CheckPhotoOrder(nil, []int64{}); err != nil {
		t.Errorf("no photos, empty order: %v", err)
	}
}
