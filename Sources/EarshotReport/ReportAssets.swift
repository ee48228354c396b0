import Earshot

/// The report page's style sheet and script, inlined into every page (no file is fetched).
///
/// Colours meet WCAG 2.2's 4.5:1 contrast for text on the white page; focus is always visible
/// (a 3-pixel outline), and every control is a button a keyboard reaches.
enum ReportAssets {
    static let css = """
        :root{--ink:#1b1f24;--muted:#4f5863;--line:#c9d1d9;--accent:#0b57d0;--accent-soft:#e3ecfb;--sel:#fff1b8;--speak:#d7f5dd;
        --hint:#6b3fa0;--ann:#8a4b00;--cut:#b3261e;--drop:#b3261e;--container:#0b57d0;--modal:#7b2cbf;--hidden:#6e7781}
        *{box-sizing:border-box}
        body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:var(--ink);background:#fff}
        .skip{position:absolute;left:-999px;top:0;background:var(--accent);color:#fff;padding:8px}
        .skip:focus{left:8px}
        header.page{padding:16px 24px 8px;border-bottom:1px solid var(--line)}
        header.page h1{margin:0 0 4px;font-size:24px}
        header.page p{margin:0;color:var(--muted)}
        nav.toc{padding:8px 24px;border-bottom:1px solid var(--line)}
        nav.toc h2{font-size:15px;margin:4px 0}
        nav.toc ol{margin:0;padding-left:22px;columns:2}
        main{padding:0 24px 24px}
        a{color:var(--accent)}
        section.report{border-bottom:2px solid var(--line);padding:12px 0 20px}
        section.report>h2{margin:6px 0 2px;font-size:21px}
        .facts,.note{color:var(--muted);margin:2px 0 8px}
        .player{display:flex;align-items:center;gap:16px;flex-wrap:wrap;margin:6px 0 10px}
        .player audio{width:min(520px,100%)}
        .status{margin:0;color:var(--muted);min-height:1.4em}
        .columns{display:grid;grid-template-columns:minmax(300px,462px) minmax(320px,1fr);gap:24px;align-items:start}
        @media (max-width:820px){.columns{grid-template-columns:1fr}}
        h3{font-size:17px;margin:8px 0 6px}
        h4{font-size:15px;margin:12px 0 4px}
        figure{margin:0}
        .frame{max-height:78vh;overflow:auto;border:1px solid var(--line);border-radius:10px;background:#f6f8fa;padding:4px}
        svg{display:block;height:auto;font-family:system-ui,-apple-system,"DejaVu Sans",sans-serif}
        .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
        section.state{margin:0 0 14px}
        section.state>h4{margin:10px 0 6px}
        .box.covered rect{fill:#fff;stroke:#8c959f;stroke-width:.8;stroke-dasharray:none}
        .box.covered text{fill:#4f5863}
        .backdrop{fill:rgba(27,31,36,.32)}
        .panel{fill:#fff;stroke:var(--modal);stroke-width:2}
        .viewport{fill:none;stroke:#1b1f24;stroke-dasharray:8 5}
        .viewport-label{fill:#1b1f24;text-anchor:end}
        .new-mark{color:#1a7f37;font-weight:700;font-size:13px}
        .gone{font-size:14px;color:var(--muted);margin:4px 0 8px}
        .inferred{display:block;margin-left:2.1em;font-size:12px;color:var(--ann)}
        .capture{border-left:4px solid var(--ann);background:#fff8ee;padding:6px 12px;margin:8px 0 12px}
        .capture h3{margin:2px 0 4px;font-size:15px}
        .capture ul{margin:0;padding-left:20px;font-size:14px}
        .inferred-key{color:var(--ann);font-weight:600}
        li.state-mark{margin:8px 0 2px;padding:3px 6px;border-top:2px solid var(--modal);font-size:13px;font-weight:600;color:var(--modal)}
        li.state-mark a{color:var(--modal)}
        figcaption{color:var(--muted);font-size:13px;margin:4px 0}
        .box rect{fill:none;stroke:#afb8c1;stroke-width:.8}
        .box.stack rect{stroke-dasharray:2 2}
        .box.container rect{stroke:var(--container);stroke-width:1.2;stroke-dasharray:5 3;fill:rgba(11,87,208,.03)}
        .box.container text{fill:var(--container);font-weight:600}
        .box.modal rect{stroke:var(--modal);stroke-width:2.2;fill:rgba(123,44,191,.04)}
        .box.modal text{fill:var(--modal);font-weight:600}
        .box.hidden rect,.box.unreachable rect{fill:#eceff1;stroke:var(--hidden);stroke-dasharray:3 2}
        .box.hidden text,.box.unreachable text{fill:#4f5863;font-style:italic}
        .el rect{fill:#fff;stroke:var(--accent);stroke-width:1.2;cursor:pointer}
        .el text{fill:var(--ink);pointer-events:none}
        .el.new rect{stroke:#1a7f37;stroke-width:2;stroke-dasharray:6 3}
        .el.hov rect{fill:var(--accent-soft)}
        .el.sel rect{fill:var(--sel);stroke:#8a6d00;stroke-width:2.4}
        .el.speaking rect{fill:var(--speak);stroke:#1a7f37;stroke-width:2.4}
        .path{fill:none;stroke:var(--accent);stroke-width:1.3;opacity:.55}
        .arrowhead{fill:var(--accent)}
        .badge circle{fill:var(--accent)}
        .badge text{fill:#fff;font-weight:700;text-anchor:middle;pointer-events:none}
        .badge{cursor:pointer}
        .badge.sel circle{fill:#8a6d00}
        .legend{list-style:none;display:flex;flex-wrap:wrap;gap:4px 14px;padding:0;margin:4px 0;font-size:13px;color:var(--muted)}
        .legend .key{display:inline-block;width:14px;height:10px;margin-right:5px;border:1.5px solid #afb8c1;vertical-align:-1px}
        .key.el{border-color:var(--accent);background:#fff}.key.container{border:1.5px dashed var(--container)}
        .key.modal{border:2.5px solid var(--modal)}.key.hidden,.key.unreachable{border:1.5px dashed var(--hidden);background:#eceff1}
        .key.covered{border-color:#8c959f;background:#8f959b}.key.viewport{border:1.5px dashed #1b1f24}.key.new{border:1.5px dashed #1a7f37}
        ol.elements,ol.lines{list-style:none;margin:0;padding:0}
        ol.elements li,ol.lines li{margin:1px 0}
        button{font:inherit;color:inherit}
        .el-item,.say{display:block;width:100%;text-align:left;background:none;border:1px solid transparent;border-radius:6px;padding:3px 6px;cursor:pointer}
        .el-item:hover,.say:hover,.el-item.hov,li.hov>.say{background:var(--accent-soft)}
        .el-item.sel,li.sel>.say{background:var(--sel);border-color:#8a6d00}
        li.speaking>.say{background:var(--speak);border-color:#1a7f37}
        :focus-visible{outline:3px solid var(--accent);outline-offset:2px}
        .num{display:inline-block;min-width:1.6em;padding:0 4px;margin-right:4px;border-radius:9px;background:var(--accent);color:#fff;font-size:12px;font-weight:700;text-align:center}
        .within{display:block;margin-left:2.1em;font-size:12px;color:var(--muted)}
        .others{font-size:13px;color:var(--muted);margin:0;padding-left:20px}
        ol.lines li.line{display:flex;align-items:flex-start;gap:4px}
        ol.lines li.line>.say{flex:1}
        .time{display:inline-block;min-width:3.2em;color:var(--muted);font-variant-numeric:tabular-nums;font-size:13px}
        .tag{font-weight:600}
        li.hint .tag{color:var(--hint)} li.announcement .tag{color:var(--ann)} li.sound .tag{color:var(--muted)}
        li.interrupted .tag,li.dropped .tag{color:var(--cut)}
        li.dropped .line-text{text-decoration:line-through;text-decoration-color:var(--drop)}
        .braille{display:block;margin-left:4em;font-size:.9em}.braille .cells{letter-spacing:.05em}.braille-print{color:var(--muted,#666)}
        .unheard{color:var(--muted);font-style:italic}
        li.step{color:var(--muted);font-size:13px;padding:2px 6px}
        .play{border:1px solid var(--line);background:#fff;border-radius:6px;padding:2px 8px;cursor:pointer;font-size:12px}
        .play:hover{background:var(--accent-soft)}
        .tl-scroll{overflow-x:auto;border:1px solid var(--line);border-radius:10px;padding:6px 0 4px}
        .tl{position:relative;min-width:100%;padding-left:96px}
        .lane{position:relative;height:26px;border-bottom:1px dashed #e1e4e8}.lane.rows2{height:46px}.lane.rows3{height:67px}.lane.rows4{height:88px}
        .lane-name{position:absolute;left:-90px;top:5px;font-size:12px;color:var(--muted);width:86px}
        .lane-items{position:relative;height:100%;margin-right:16px}
        .lane-items>.item{position:absolute;top:3px;height:19px;font-size:12px;white-space:nowrap;overflow:hidden;cursor:pointer}
        .lane-items>.item.row1{top:24px}.lane-items>.item.row2{top:45px}.lane-items>.item.row3{top:66px}
        .item>.bar,.item>.mark{position:absolute;left:0;top:0;bottom:0}
        .item>.label{position:relative;display:block;padding:0 4px;line-height:19px;overflow:hidden;text-overflow:ellipsis;pointer-events:none}
        .bar{background:#cfe0fb;border:1px solid var(--accent);border-radius:4px;cursor:pointer;min-width:3px}
        .bar.hint{background:#eadcf8;border-color:var(--hint)}
        .bar.announcement{background:#fde7c8;border-color:var(--ann)}
        .bar.sound{background:#e1e4e8;border-color:#6e7781}
        .bar.cut{border-right:3px solid var(--cut);border-top-right-radius:0;border-bottom-right-radius:0}
        .bar.sel{outline:2px solid #8a6d00;background:var(--sel)}
        .bar.speaking{background:var(--speak)}
        .drop{color:var(--drop)}.item>.drop+.label{color:var(--drop);font-weight:700;font-size:15px;padding:0 0 0 1px;line-height:17px}
        .mark{border-left:2px solid var(--ink)}
        .ticks{position:relative;height:18px;margin-right:16px}
        .ticks span{position:absolute;font-size:11px;color:var(--muted);border-left:1px solid var(--line);padding-left:2px;white-space:nowrap}
        .playhead{position:absolute;top:0;bottom:0;width:2px;background:#1a7f37;z-index:2;pointer-events:none}
        .finding-list{list-style:none;padding:0;margin:0}
        .finding-list>li{border:1px solid var(--line);border-radius:8px;padding:6px 12px;margin:0 0 8px}
        .finding-head{margin:2px 0 4px}
        ul.where{list-style:none;margin:0 0 4px;padding:0;font-size:14px}
        ul.where li{margin:2px 0}
        .location{color:var(--muted);margin-right:6px}
        .heard{margin:2px 0;font-size:14px}.heard q{font-style:italic}
        .key-word{color:var(--muted)}
        dl.fix{display:grid;grid-template-columns:max-content 1fr;gap:2px 10px;margin:4px 0 2px;font-size:14px}
        dl.fix dt{color:var(--muted)}dl.fix dd{margin:0}
        code{font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:13px;background:#f6f8fa;border-radius:4px;padding:1px 4px}
        .show{border:1px solid var(--line);background:#fff;border-radius:6px;padding:1px 8px;cursor:pointer;font-size:12px;margin-left:6px}
        .severity{font-weight:700;text-transform:uppercase;font-size:12px}
        .finding.error .severity{color:var(--cut)}.finding.warning .severity{color:var(--ann)}
        .rule{font-family:ui-monospace,monospace;font-size:13px}
        .reach-table{border-collapse:collapse;width:100%;font-size:14px;margin:4px 0 8px}
        .reach-table th,.reach-table td{border-bottom:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top}
        .reach-table thead th{color:var(--muted);font-weight:600;font-size:13px}
        .reach-table tbody th{font-weight:400}.reach-table .n{width:6.5em;text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
        .reach-list{margin:2px 0 8px;font-size:14px}.reach-list.trap li{color:var(--cut)}
        #selftest{white-space:pre-wrap;font-family:monospace}
        """

    /// The styles of the braille pan windows (`earshot report --braille-cells`), in the page only
    /// when a line has windows: each line's list of windows on a row of its own under the line.
    static let brailleWindowsCSS = """

        ol.lines li.line.panned{flex-wrap:wrap}
        ol.lines ol.braille-windows{flex-basis:100%;list-style:none;margin:0 0 4px 4.4em;padding:0;font-size:.9em}
        ol.lines ol.braille-windows li{margin:0}
        .window-mark{display:inline-block;min-width:2.8em;color:var(--muted);font-variant-numeric:tabular-nums}
        .braille-windows .cells{letter-spacing:.05em;background:#f6f8fa;border:1px solid var(--line);border-radius:3px;padding:0 2px}
        """

    /// Selection and hover tie lines, elements and time-line bars together; the audio highlights
    /// the line being spoken from the events' times; `#selftest` in the address runs a check of
    /// the page and writes its results into the page (read back by the test suite).
    static let script = #"""
        (function(){
        'use strict';
        function q(root,sel){return Array.prototype.slice.call(root.querySelectorAll(sel));}
        function sectionOf(n){return n.closest('section.report');}
        function lineOf(sec,ev){return sec.querySelector('li.line[data-ev="'+ev+'"]');}
        function mark(sec,cls,el,ev){
          q(sec,'.'+cls).forEach(function(n){n.classList.remove(cls);});
          if(cls==='sel'){q(sec,'[aria-pressed="true"]').forEach(function(n){n.setAttribute('aria-pressed','false');});}
          var nodes=[];
          if(ev!=null){var li=lineOf(sec,ev);if(li){nodes.push(li);if(el==null&&li.dataset.el!=null){el=li.dataset.el;}}
            q(sec,'.bar[data-ev="'+ev+'"],.drop[data-ev="'+ev+'"]').forEach(function(n){nodes.push(n);});}
          if(el!=null){q(sec,'.el[data-el="'+el+'"],.badge[data-el="'+el+'"],.el-item[data-el="'+el+'"]').forEach(function(n){nodes.push(n);});
            if(ev==null){q(sec,'li.line[data-el="'+el+'"]').forEach(function(n){nodes.push(n);});}}
          nodes.forEach(function(n){n.classList.add(cls);
            if(cls==='sel'){var b=n.matches('button')?n:n.querySelector(':scope>button.say');if(b){b.setAttribute('aria-pressed','true');}}});
          return el;
        }
        function select(sec,el,ev){
          var found=mark(sec,'sel',el,ev);
          var status=sec.querySelector('.status');
          if(status){
            var text='';
            if(found!=null){var btn=sec.querySelector('.el-item[data-el="'+found+'"]');
              var item=btn&&btn.querySelector('.desc'),num=btn&&btn.querySelector('.num'),st=btn&&btn.closest('section.state');
              var states=sec.querySelectorAll('section.state').length;
              var count=q(sec,'li.line[data-el="'+found+'"]').length;
              text='Element '+(num?num.textContent:'')+(states>1&&st?' of state '+st.id.split('-st').pop():'')+': '+(item?item.textContent:'')+' ('+count+' line'+(count===1?'':'s')+')';}
            else if(ev!=null){text='This line is about no element drawn.';}
            status.textContent=text;}
          if(found!=null){var box=sec.querySelector('.el[data-el="'+found+'"]');if(box&&box.scrollIntoView&&ev!=null){box.scrollIntoView({block:'nearest'});}}
        }
        function target(n){return n.closest('[data-ev],[data-el]');}
        document.addEventListener('click',function(e){
          var t=e.target.closest('.play');var sec;
          if(t){sec=sectionOf(t);playLine(sec,t.dataset.ev);return;}
          t=target(e.target);if(!t){return;}sec=sectionOf(t);if(!sec){return;}
          select(sec,t.dataset.el!=null&&t.dataset.ev==null?t.dataset.el:null,t.dataset.ev!=null?t.dataset.ev:null);
          if(t.dataset.ev!=null&&t.dataset.el!=null&&!t.closest('li.line')){select(sec,t.dataset.el,t.dataset.ev);}
        });
        // Up and down arrows (Home, End) move between the lines, or between the elements.
        document.addEventListener('keydown',function(e){
          var t=e.target;if(!t.matches||!(t.matches('button.say')||t.matches('button.el-item'))){return;}
          var list=q(t.closest('ol'),t.matches('.say')?'button.say':'button.el-item');var i=list.indexOf(t);
          var next={ArrowDown:i+1,ArrowUp:i-1,Home:0,End:list.length-1}[e.key];
          if(next==null||next<0||next>=list.length){return;}
          e.preventDefault();list[next].focus();
        });
        function hover(e,on){var t=target(e.target);if(!t){return;}var sec=sectionOf(t);if(!sec){return;}
          if(on){mark(sec,'hov',t.dataset.ev==null?t.dataset.el:null,t.dataset.ev!=null?t.dataset.ev:null);}else{q(sec,'.hov').forEach(function(n){n.classList.remove('hov');});}}
        document.addEventListener('mouseover',function(e){hover(e,true);});
        document.addEventListener('mouseout',function(e){hover(e,false);});
        document.addEventListener('focusin',function(e){hover(e,true);});
        document.addEventListener('focusout',function(e){hover(e,false);});

        // Audio: the whole transcript, or one line; the line being spoken is highlighted.
        var stopAt=null;
        // A line's place in the audio: data-at/data-ad where the voicer moved it, else its clock time.
        function at(li){return Number(li.dataset.at!=null?li.dataset.at:li.dataset.t);}
        function length(li){return Number(li.dataset.ad!=null?li.dataset.ad:li.dataset.d);}
        function playLine(sec,ev){var audio=sec.querySelector('audio');var li=lineOf(sec,ev);if(!audio||!li){return;}
          stopAt=(at(li)+length(li))/1000;audio.currentTime=at(li)/1000;select(sec,null,ev);audio.play();}
        function follow(sec,audio){
          var now=audio.currentTime*1000;var speaking=null;var clock=null;
          q(sec,'li.line').forEach(function(li){var t=at(li),d=length(li);if(d>0&&now>=t&&now<t+d){speaking=li.dataset.ev;
            clock=Number(li.dataset.t)+(now-t)/d*Number(li.dataset.d);}});
          mark(sec,'speaking',null,speaking);
          var head=sec.querySelector('.playhead');var end=Number(sec.dataset.end)||1;
          if(clock==null){clock=audio.duration?now*end/(audio.duration*1000):now;}
          if(head){head.hidden=audio.paused&&audio.currentTime===0;head.style.left='calc(96px + (100% - 112px) * '+Math.min(1,clock/end)+')';}
          if(stopAt!=null&&audio.currentTime>=stopAt){audio.pause();stopAt=null;}
        }
        q(document,'section.report audio').forEach(function(audio){var sec=sectionOf(audio);
          function tick(){follow(sec,audio);if(!audio.paused){window.requestAnimationFrame(tick);}}
          audio.addEventListener('play',tick);audio.addEventListener('seeked',function(){follow(sec,audio);});
          audio.addEventListener('pause',function(){follow(sec,audio);});
          audio.addEventListener('ended',function(){stopAt=null;mark(sec,'speaking',null,null);});});

        // Self-test: file:///...report.html#selftest
        if(location.hash!=='#selftest'){return;}
        function selftest(){
          var out={sections:[]};
          q(document,'section.report').forEach(function(sec){
            var r={id:sec.id,expectedLines:Number(sec.dataset.lines),lines:q(sec,'li.line .line-text').length,
              elements:q(sec,'.el-item').length,boxes:q(sec,'svg .el').length};
            var line=sec.querySelector('li.line[data-el] button.say');
            if(line){line.click();var el=line.dataset.el;var box=sec.querySelector('svg .el[data-el="'+el+'"]');
              r.lineSelectsElement=!!box&&box.classList.contains('sel')&&line.getAttribute('aria-pressed')==='true';}
            // The last line tied to an element: the state its box is drawn in.
            r.states=q(sec,'section.state').length;
            var last=q(sec,'li.line[data-el] button.say').pop();
            if(last){last.click();var lastBox=sec.querySelector('svg .el[data-el="'+last.dataset.el+'"]');var st=lastBox&&lastBox.closest('section.state');
              r.lastLineState=lastBox&&lastBox.classList.contains('sel')&&st?Number(st.id.split('-st').pop()):null;}
            var item=sec.querySelector('.el-item[data-el]');
            if(item&&line){item.click();var ln=sec.querySelector('li.line[data-el="'+item.dataset.el+'"]');
              r.elementSelectsLine=(!ln&&true)||(ln.classList.contains('sel'));}
            var audio=sec.querySelector('audio');
            r.clockEnd=Number(sec.dataset.end)/1000;
            r.audioDuration=audio?audio.duration:null;
            out.sections.push(r);});
          var says=q(document,'button.say');
          if(says.length>1){says[0].focus();says[0].dispatchEvent(new KeyboardEvent('keydown',{key:'ArrowDown',bubbles:true}));out.arrowKeys=document.activeElement===says[1];}
          out.resources=performance.getEntriesByType('resource').length;
          var nav=performance.getEntriesByType('navigation')[0];
          // Milliseconds from the start of loading: the page ready to use, and loaded.
          out.domContentLoadedMs=nav?Math.round(nav.domContentLoadedEventEnd):null;
          out.loadMs=nav?Math.round(nav.loadEventStart):null;
          out.headings=q(document,'h1,h2,h3,h4').length;
          out.landmarks=!!document.querySelector('main')&&!!document.querySelector('nav');
          out.unnamedButtons=q(document,'button').filter(function(b){return !(b.textContent.trim()||b.getAttribute('aria-label'));}).length;
          out.linesAreButtons=q(document,'li.line').every(function(li){return !!li.querySelector(':scope>button.say');});
          out.done=true;
          var pre=document.createElement('pre');pre.id='selftest';pre.textContent=JSON.stringify(out);document.body.appendChild(pre);
        }
        window.addEventListener('load',function(){
          var audios=q(document,'audio');var pending=audios.length;
          function ready(){pending-=1;if(pending===0){selftest();}}
          if(pending===0){selftest();}
          audios.forEach(function(a){if(a.readyState>=1){ready();}else{a.addEventListener('loadedmetadata',ready);a.addEventListener('error',ready);a.load();}});});
        })();
        """#
}
