// The new-table form's lists that depend on the component set (the Mayan Curse boulder
// faces, the Ohio Bob deck): when another set is chosen, each such list shows that set's
// choices (data-by-set: {set: [[value, label]]}, companion/web/tables.py _follow_set).  A
// choice that the new set also has stays chosen.  The server checks the choices again.
(function () {
  var sets = document.querySelector('select[name="components"]');
  var lists = Array.prototype.slice.call(document.querySelectorAll("select[data-by-set]"));
  if (!sets || !lists.length) { return; }
  function follow() {
    lists.forEach(function (list) {
      var bySet = JSON.parse(list.getAttribute("data-by-set"));
      var pairs = bySet[sets.value];
      if (!pairs) { return; }
      var kept = list.value;
      while (list.options.length) { list.remove(0); }
      pairs.forEach(function (pair) { list.add(new Option(pair[1], pair[0])); });
      if (pairs.some(function (pair) { return pair[0] === kept; })) { list.value = kept; }
    });
  }
  sets.addEventListener("change", follow);
  follow();  // a set the browser restored (back, reload) gets its own lists too
}());
